import { formatCount } from '@h5/format'
import { diamondsOf, type CustomAmountLimits } from '@h5/recharge'
import { AmountField } from '../AmountField'
import { amountRange, validateAmount } from '../validateAmount'

export interface CustomAmountProps {
  custom: CustomAmountLimits
  /** The most the caps leave today, in fen (rechargeSelection.ts `roomLeftFen`), or the server's limit. */
  maxFen: number
  text: string
  onChange: (text: string, fen: number | null) => void
  showErrors: boolean
}

/**
 * The custom amount's field, under the grid once its tile is picked: whole yuan within the server's limits and
 * what the caps leave (docs/openapi.yaml, CustomAmountLimits: fen below a yuan would buy nothing), and the 钻石 it
 * buys. The field's own check decides the hint too: a text is priced only when the field takes it. Loaded when
 * the tile is first picked (PackageGrid.tsx): most users pick a package.
 */
export function CustomAmount({ custom, maxFen, text, onChange, showErrors }: CustomAmountProps) {
  const limits = { minFen: custom.minFen, maxFen, wholeYuan: true }
  const check = validateAmount(text, limits)
  const range = amountRange(limits)
  return (
    <div className="recharge-custom">
      <AmountField
        label="充值金额"
        value={text}
        onChange={onChange}
        minFen={custom.minFen}
        maxFen={maxFen}
        wholeYuan
        showErrors={showErrors}
        autoFocus
        hint={
          check.ok
            ? `可得 ${formatCount(diamondsOf({ kind: 'custom', amountFen: check.value }, custom))} 钻石`
            : `只能充值整元金额，可充 ${formatCount(range.min / 100)}–${formatCount(range.max / 100)} 元`
        }
      />
    </div>
  )
}
