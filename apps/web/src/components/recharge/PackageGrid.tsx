import { formatCount, formatFen } from '@h5/format'
import { diamondsOf, type RechargeOffer } from '@h5/recharge'
import { AmountField } from '../AmountField'
import { OptionGrid, type GridOption } from '../OptionGrid'
import { amountRange, validateAmount } from '../validateAmount'
import { DiamondIcon } from '../DiamondIcon'
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
  // The field's own check decides the hint too: a text is priced only when the field takes it. Whole yuan only,
  // within the server's limits and what the caps leave (docs/openapi.yaml, CustomAmountLimits): fen below a yuan
  // would buy nothing.
  const customLimits = custom ? { minFen: custom.minFen, maxFen: Math.min(custom.maxFen, roomFen), wholeYuan: true } : null
  const customCheck = customLimits ? validateAmount(customText, customLimits) : null
  const customRange = customLimits ? amountRange(customLimits) : null
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
      {custom && selection?.kind === 'custom' ? (
        <div className="recharge-custom">
          <AmountField
            label="充值金额"
            value={customText}
            onChange={onCustomChange}
            minFen={custom.minFen}
            maxFen={customLimits?.maxFen ?? custom.maxFen}
            wholeYuan
            showErrors={showErrors}
            autoFocus
            hint={
              customCheck?.ok
                ? `可得 ${formatCount(diamondsOf({ kind: 'custom', amountFen: customCheck.value }, custom))} 钻石`
                : `只能充值整元金额，可充 ${formatCount((customRange?.min ?? 0) / 100)}–${formatCount((customRange?.max ?? 0) / 100)} 元`
            }
          />
        </div>
      ) : null}
    </section>
  )
}
