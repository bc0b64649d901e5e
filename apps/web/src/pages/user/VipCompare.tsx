import type { VipTiers } from '@h5/api'
import { comparePerks } from '@h5/mall'
import { VipSection } from './VipSection'

/**
 * The tiers side by side before anything is bought: a row per perk the server lists, a column per tier in the
 * server's order, ✓ where the tier unlocks it (comparePerks of @h5/mall).
 */
export function VipCompare({ tiers }: { tiers: VipTiers }) {
  const rows = comparePerks(tiers)
  return (
    <VipSection title="特权对比">
      <div className="vip-compare__scroll">
        <table className="vip-compare">
          <thead>
            <tr>
              <th scope="col">特权</th>
              {tiers.tiers.map((tier) => (
                <th scope="col" key={tier.tier}>
                  {tier.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.perk.perkID}>
                <th scope="row">
                  <span className="vip-compare__perk">{row.perk.name}</span>
                  <span className="vip-compare__about">{row.perk.description}</span>
                </th>
                {row.unlockedBy.map((unlocked, index) => (
                  <td key={tiers.tiers[index]!.tier} className={unlocked ? 'vip-compare__yes' : 'vip-compare__no'}>
                    <span aria-label={unlocked ? '有' : '无'}>{unlocked ? '✓' : '—'}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VipSection>
  )
}
