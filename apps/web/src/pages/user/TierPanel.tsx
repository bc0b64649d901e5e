import type { Membership, PriceOption, VipPerk, VipTier } from '@h5/api'
import { formatCount } from '@h5/format'
import { diamondPrice, pricePerDay } from '@h5/mall'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { OptionGrid, type GridOption } from '../../components/OptionGrid'
import { isRunning } from './membershipTexts'

/** The options of a tier the page sells: 钻石 ones with a whole price (money options are not offered here). */
export const diamondOptions = <O extends PriceOption>(tier: { options: readonly O[] }): O[] => tier.options.filter((option) => diamondPrice(option) !== null)

/** Whether buying `tier` renews the membership that runs (the end moves on from the current end). */
export const renews = (membership: Pick<Membership, 'status' | 'tier'>, tier: Pick<VipTier, 'tier'>) => isRunning(membership) && membership.tier === tier.tier

function optionOf(option: PriceOption): GridOption<string> {
  const perDay = pricePerDay(option)
  const price = `${formatCount(diamondPrice(option))} 钻石`
  return {
    key: option.optionID,
    label: option.label,
    subLabel: price,
    detail: perDay ? `约 ${formatCount(perDay.amount)} 钻石/天` : '永久有效',
    accessibleName: `${option.label}，${price}`,
  }
}

export interface TierPanelProps {
  tier: VipTier
  perks: readonly VipPerk[]
  membership: Pick<Membership, 'status' | 'tier'>
  /** The option chosen (kept in the address, so coming back from recharge finds it). */
  optionID: string | null
  onOption: (optionID: string) => void
  onBuy: () => void
}

/**
 * One tier's tab: its badge and name, its price options (duration, 钻石, the price per day) and the perks it
 * unlocks, and the one action, 立即开通 or 立即续费 when it is the tier I have.
 */
export function TierPanel({ tier, perks, membership, optionID, onOption, onBuy }: TierPanelProps) {
  const options = diamondOptions(tier)
  const renewing = renews(membership, tier)
  const mine = perks.filter((perk) => tier.perks.includes(perk.perkID))
  return (
    <div className="vip-tier">
      <header className="vip-tier__head">
        {tier.badge ? <img className="vip-tier__badge" src={tier.badge.url} alt="" width={48} height={48} referrerPolicy="no-referrer" /> : null}
        <div>
          <h2 className="vip-tier__name">{tier.name}</h2>
          <p className="vip-tier__line">{renewing ? '续费从当前到期日顺延' : `${mine.length} 项专属特权`}</p>
        </div>
      </header>
      {options.length > 0 ? (
        <OptionGrid label={`${tier.name} 开通时长`} options={options.map(optionOf)} value={optionID} onChange={onOption} />
      ) : (
        <Notice tone="warning">该档位暂不可开通，请稍后再来</Notice>
      )}
      <section className="vip-section" aria-label={`${tier.name} 特权`}>
        <h3 className="vip-section__title">{renewing ? '我的特权' : `${tier.name} 特权`}</h3>
        <ul className="vip-perks">
          {mine.map((perk) => (
            <li key={perk.perkID} className="vip-perk">
              {perk.icon ? <img className="vip-perk__icon" src={perk.icon.url} alt="" width={32} height={32} loading="lazy" referrerPolicy="no-referrer" /> : <span className="vip-perk__icon" aria-hidden="true" />}
              <span className="vip-perk__name">{perk.name}</span>
              <span className="vip-perk__about">{perk.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="vip-paybar">
        <Button size="lg" block disabled={options.length === 0 || optionID === null} onClick={onBuy}>
          {renewing ? `立即续费 ${tier.name}` : `立即开通 ${tier.name}`}
        </Button>
      </div>
    </div>
  )
}
