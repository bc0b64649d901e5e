import { formatCount, formatFen } from '@h5/format'
import type { RechargeOffer } from '@h5/recharge'
import { ErrorState } from '../ErrorState'
import { LoadingState } from '../LoadingState'
import { OptionGrid, type GridOption } from '../OptionGrid'
import { DiamondIcon } from '../DiamondIcon'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { fitsCaps, roomLeftFen, tighterCapWord, type RechargeSelection } from './rechargeSelection'

export interface PackageGridProps {
  offer: RechargeOffer
  selection: RechargeSelection
  onSelect: (selection: RechargeSelection) => void
  customText: string
  onCustomChange: (text: string, fen: number | null) => void
  /** After a tap on 支付 with an invalid custom amount: show its message. */
  showErrors: boolean
}

/** The custom amount's option: `custom` is what the order calls take as its product (docs/openapi.yaml), never a package's id. */
const CUSTOM = 'custom'

/**
 * The custom amount's field (CustomAmount.tsx), loaded when its tile is first picked: most users pick a package,
 * and with the page it was 1.4 KB of /alipay's and /wxpay's start-up JS (README "Performance").
 */
const customAmount = onDemand(() => import('./CustomAmount').then((module) => module.CustomAmount))

/**
 * The server's packages as a grid of radio cards (diamonds, bonus, price, tag), and the custom amount tile with
 * its field, limits and the 钻石 it buys. Prices and limits are the offer's, never the page's.
 */
export function PackageGrid({ offer, selection, onSelect, customText, onCustomChange, showErrors }: PackageGridProps) {
  const { custom } = offer
  // Near a cap only what fits is offered; the rest stays in the grid, dimmed, saying why (the cap notice above
  // says what is left).
  const roomFen = roomLeftFen(offer)
  const overCap = `超出${tighterCapWord(offer)}可充额度`
  const options: GridOption<string>[] = offer.packages.map((pack) => ({
    key: pack.packageID,
    tag: pack.tag || undefined,
    label: (
      <>
        <DiamondIcon size={18} />
        {formatCount(pack.diamonds)}
      </>
    ),
    subLabel: pack.bonus > 0 ? <span className="recharge-pack__bonus">赠送 {formatCount(pack.bonus)} 钻石</span> : '钻石',
    detail: `¥${formatFen(pack.priceFen)}`,
    disabled: !fitsCaps(offer, pack),
    disabledReason: overCap,
  }))
  if (custom) {
    options.push({
      key: CUSTOM,
      label: '自定义',
      subLabel: `${custom.diamondsPerYuan} 钻石/元`,
      detail: '其他金额',
      disabled: custom.minFen > roomFen,
      disabledReason: overCap,
    })
  }
  const picksCustom = custom !== null && selection?.kind === 'custom'
  const { value: CustomAmount, failed, retry } = useOnDemand(customAmount, picksCustom)
  return (
    <section className="recharge-card" aria-labelledby="recharge-packages-title">
      <h2 id="recharge-packages-title" className="recharge-card__title">
        选择充值金额
      </h2>
      {offer.packages.length === 0 && !custom ? <p className="recharge-card__empty">暂无可充值的档位，请稍后再来</p> : null}
      {options.length > 0 ? (
        <OptionGrid
          label="充值档位"
          options={options}
          value={selection?.kind === 'custom' ? CUSTOM : (selection?.packageID ?? null)}
          onChange={(key) => onSelect(key === CUSTOM ? { kind: 'custom' } : { kind: 'package', packageID: key })}
        />
      ) : null}
      {custom && picksCustom ? (
        CustomAmount ? (
          <CustomAmount custom={custom} maxFen={Math.min(custom.maxFen, roomFen)} text={customText} onChange={onCustomChange} showErrors={showErrors} />
        ) : failed ? (
          <ErrorState message="加载失败，请检查网络后重试" onRetry={retry} />
        ) : (
          <LoadingState rows={1} />
        )
      ) : null}
    </section>
  )
}
