import type { Membership, PriceOption, VipPerk, VipTier } from '@h5/api'
import { formatCount, formatFen } from '@h5/format'
import { diamondPrice, moneyPrice, pricePerDay } from '@h5/mall'
import type { PayChannel } from '@h5/recharge'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { OptionGrid, type GridOption } from '../../components/OptionGrid'
import { isRunning } from './membershipTexts'

/** The 钻石 options of a tier with a whole price: the overview's 低至 line compares these. */
export const diamondOptions = <O extends PriceOption>(tier: { options: readonly O[] }): O[] => tier.options.filter((option) => diamondPrice(option) !== null)

/**
 * The options of a tier the page sells: its 钻石 ones, and its money ones (`cny`, readable) only where money is
 * offered (Android in the app: iOS never shows WeChat Pay or Alipay, and outside the app nothing is paid).
 */
export const sellableOptions = <O extends PriceOption>(tier: { options: readonly O[] }, moneyOffered: boolean): O[] =>
  tier.options.filter((option) => diamondPrice(option) !== null || (moneyOffered && moneyPrice(option) !== null))

/** The ways to pay a money option, in the order the pay sheets are offered. */
const CHANNELS: readonly GridOption<PayChannel>[] = [
  { key: 'wechat', label: '微信支付' },
  { key: 'alipay', label: '支付宝' },
]

/** Whether buying `tier` renews the membership that runs (the end moves on from the current end). */
export const renews = (membership: Pick<Membership, 'status' | 'tier'>, tier: Pick<VipTier, 'tier'>) => isRunning(membership) && membership.tier === tier.tier

function optionOf(option: PriceOption): GridOption<string> {
  const perDay = pricePerDay(option)
  const money = moneyPrice(option)
  const price = money ? `¥${formatFen(money.priceFen, { grouping: true })}` : `${formatCount(diamondPrice(option))} 钻石`
  const daily = !perDay ? '永久有效' : money ? `约 ¥${formatFen(perDay.amount)}/天` : `约 ${formatCount(perDay.amount)} 钻石/天`
  return { key: option.optionID, label: option.label, subLabel: price, detail: daily, accessibleName: `${option.label}，${price}` }
}

export interface TierPanelProps {
  tier: VipTier
  perks: readonly VipPerk[]
  membership: Pick<Membership, 'status' | 'tier'>
  /** The option chosen (kept in the address, so coming back from recharge finds it). */
  optionID: string | null
  onOption: (optionID: string) => void
  /** Money options are offered (Android in the app), and the way to pay one that is chosen. */
  moneyOffered: boolean
  channel: PayChannel
  onChannel: (channel: PayChannel) => void
  onBuy: () => void
}

/**
 * One tier's tab: its badge and name, its price options (duration, 钻石 or yuan, the price per day; with a money
 * option, the way to pay it) and the perks it unlocks, and the one action, 立即开通 or 立即续费 when it is the tier I
 * have.
 */
export function TierPanel({ tier, perks, membership, optionID, onOption, moneyOffered, channel, onChannel, onBuy }: TierPanelProps) {
  const options = sellableOptions(tier, moneyOffered)
  const chosen = options.find((option) => option.optionID === optionID)
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
      {chosen?.currency === 'cny' ? <OptionGrid label="支付方式" columns={2} options={CHANNELS} value={channel} onChange={onChannel} /> : null}
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
