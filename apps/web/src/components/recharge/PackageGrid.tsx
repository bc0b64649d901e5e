import { diamondsOf, formatYuan, moneyToFen, type RechargeOffer } from '@h5/recharge'
import { AmountField } from '../AmountField'
import { DiamondIcon } from './DiamondIcon'
import { formatDiamonds } from './rechargeTexts'
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

/**
 * The server's packages as a grid of radio cards (diamonds, bonus, price, tag), and the custom amount tile with
 * its field, limits and the 钻石 it buys. Prices and limits are the offer's, never the page's.
 */
export function PackageGrid({ offer, selection, onSelect, customText, onCustomChange, showErrors }: PackageGridProps) {
  const { custom } = offer
  const customFen = custom ? moneyToFen(customText) : null
  // Near a cap only what fits is offered; the rest says why (the cap notice above says what is left).
  const roomFen = roomLeftFen(offer)
  const customMaxFen = custom ? Math.min(custom.maxFen, roomFen) : 0
  return (
    <section className="recharge-card" aria-labelledby="recharge-packages-title">
      <h2 id="recharge-packages-title" className="recharge-card__title">
        选择充值金额
      </h2>
      {offer.packages.length === 0 && !custom ? <p className="recharge-card__empty">暂无可充值的档位，请稍后再来</p> : null}
      <div className="recharge-grid" role="radiogroup" aria-label="充值档位">
        {offer.packages.map((pack) => {
          const checked = selection?.kind === 'package' && selection.packageID === pack.packageID
          const fits = fitsCaps(offer, pack)
          return (
            <button
              key={pack.packageID}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={!fits}
              className={checked ? 'recharge-pack recharge-pack--checked' : fits ? 'recharge-pack' : 'recharge-pack recharge-pack--over'}
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
              <span className="recharge-pack__price">¥{formatYuan(pack.priceFen)}</span>
              {fits ? null : <span className="recharge-pack__over">超出{tighterCapWord(offer)}可充额度</span>}
            </button>
          )
        })}
        {custom ? (
          <button
            type="button"
            role="radio"
            disabled={custom.minFen > roomFen}
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
            maxFen={customMaxFen}
            showErrors={showErrors}
            autoFocus
            hint={
              customFen !== null && customFen >= custom.minFen && customFen <= customMaxFen
                ? `可得 ${formatDiamonds(diamondsOf({ kind: 'custom', amountFen: customFen }, custom))} 钻石`
                : `可充 ${formatYuan(custom.minFen)}–${formatYuan(customMaxFen)} 元，整元计钻石`
            }
          />
        </div>
      ) : null}
    </section>
  )
}
