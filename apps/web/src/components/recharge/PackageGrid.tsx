import { formatFen } from '@h5/format'
import { diamondsOf, type RechargeOffer } from '@h5/recharge'
import { AmountField } from '../AmountField'
import { amountRange, validateAmount } from '../validateAmount'
import { DiamondIcon } from './DiamondIcon'
import { formatDiamonds } from './rechargeTexts'
import type { RechargeSelection } from './rechargeSelection'

export interface PackageGridProps {
  offer: RechargeOffer
  selection: RechargeSelection
  onSelect: (selection: RechargeSelection) => void
  customText: string
  onCustomChange: (text: string, fen: number | null) => void
  /** After a tap on 支付 with an invalid custom amount: show its message. */
  showErrors: boolean
}

/**
 * The server's packages as a grid of radio cards (diamonds, bonus, price, tag), and the custom amount tile with
 * its field, limits and the 钻石 it buys. Prices and limits are the offer's, never the page's.
 */
export function PackageGrid({ offer, selection, onSelect, customText, onCustomChange, showErrors }: PackageGridProps) {
  const { custom } = offer
  // The field's own check decides the hint too: a text is priced only when the field takes it. Whole yuan only,
  // within the server's limits (docs/openapi.yaml, CustomAmountLimits): fen below a yuan would buy nothing.
  const customLimits = custom ? { minFen: custom.minFen, maxFen: custom.maxFen, wholeYuan: true } : null
  const customCheck = customLimits ? validateAmount(customText, customLimits) : null
  const customRange = customLimits ? amountRange(customLimits) : null
  return (
    <section className="recharge-card" aria-labelledby="recharge-packages-title">
      <h2 id="recharge-packages-title" className="recharge-card__title">
        选择充值金额
      </h2>
      {offer.packages.length === 0 && !custom ? <p className="recharge-card__empty">暂无可充值的档位，请稍后再来</p> : null}
      <div className="recharge-grid" role="radiogroup" aria-label="充值档位">
        {offer.packages.map((pack) => {
          const checked = selection?.kind === 'package' && selection.packageID === pack.packageID
          return (
            <button
              key={pack.packageID}
              type="button"
              role="radio"
              aria-checked={checked}
              className={checked ? 'recharge-pack recharge-pack--checked' : 'recharge-pack'}
              onClick={() => onSelect({ kind: 'package', packageID: pack.packageID })}
            >
              {pack.tag ? <span className="recharge-pack__tag">{pack.tag}</span> : null}
              <span className="recharge-pack__diamonds">
                <DiamondIcon size={18} />
                {formatDiamonds(pack.diamonds)}
              </span>
              {pack.bonus > 0 ? (
                <span className="recharge-pack__bonus">赠送 {formatDiamonds(pack.bonus)} 钻石</span>
              ) : (
                <span className="recharge-pack__bonus recharge-pack__bonus--none">钻石</span>
              )}
              <span className="recharge-pack__price">¥{formatFen(pack.priceFen)}</span>
            </button>
          )
        })}
        {custom ? (
          <button
            type="button"
            role="radio"
            aria-checked={selection?.kind === 'custom'}
            className={selection?.kind === 'custom' ? 'recharge-pack recharge-pack--custom recharge-pack--checked' : 'recharge-pack recharge-pack--custom'}
            onClick={() => onSelect({ kind: 'custom' })}
          >
            <span className="recharge-pack__diamonds">自定义</span>
            <span className="recharge-pack__bonus">
              {custom.diamondsPerYuan} 钻石/元
            </span>
            <span className="recharge-pack__price">其他金额</span>
          </button>
        ) : null}
      </div>
      {custom && selection?.kind === 'custom' ? (
        <div className="recharge-custom">
          <AmountField
            label="充值金额"
            value={customText}
            onChange={onCustomChange}
            minFen={custom.minFen}
            maxFen={custom.maxFen}
            wholeYuan
            showErrors={showErrors}
            autoFocus
            hint={
              customCheck?.ok
                ? `可得 ${formatDiamonds(diamondsOf({ kind: 'custom', amountFen: customCheck.value }, custom))} 钻石`
                : `只能充值整元金额，可充 ${formatDiamonds((customRange?.min ?? 0) / 100)}–${formatDiamonds((customRange?.max ?? 0) / 100)} 元`
            }
          />
        </div>
      ) : null}
    </section>
  )
}
