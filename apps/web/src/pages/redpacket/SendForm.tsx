import { formatFen, parseYuanToFen } from '@h5/format'
import { DEFAULT_GREETING, MAX_COUNT, MAX_GREETING_LENGTH, validateSendForm, type SendFormInput } from '@h5/redpacket'
import { useState, type FormEvent } from 'react'
import { normalizeDecimal } from '../../platform/normalizeDecimal'
import { normalizeDigits } from '../../platform/normalizeDigits'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'
import './SendForm.css'

type Field = 'amount' | 'count' | 'greeting'
type Values = Record<Field, string>

const EMPTY: Values = { amount: '', count: '', greeting: '' }
const FIELDS: readonly Field[] = ['amount', 'count', 'greeting']

/**
 * What each field keeps of a keystroke or a paste: the amount its yuan digits and one point, the count
 * its digits, full-width ones included. Neither is cut to a length: an amount or count too large is named by
 * `validateSendForm`, where a cut would silently send another number than the one typed.
 */
const NORMALIZE: Record<Field, (text: string) => string> = {
  amount: (text) => normalizeDecimal(text),
  count: (text) => normalizeDigits(text),
  greeting: (text) => text,
}

export interface SendFormProps {
  /** Sending (or waiting for the session): the button is busy (a tap sends nothing more) and says so. */
  busy: boolean
  /** Why the last send failed (the package's message, e.g. 余额不足), or nothing. */
  failure?: string
  /** Sends a valid form; resolves whether the packet went out (the form then clears). */
  onSend: (form: Required<SendFormInput>) => Promise<boolean>
}

/**
 * The send form: total amount in yuan, number of shares, greeting, checked by @h5/redpacket's
 * `validateSendForm` (in fen, the backend's own rules). A field's message shows once the field was left filled
 * in, or the form was submitted; an invalid submit sends nothing and focuses the first wrong field.
 */
export function SendForm({ busy, failure, onSend }: SendFormProps) {
  const [values, setValues] = useState(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const checked = validateSendForm(values)
  const errors = checked.ok ? {} : checked.errors
  const shownError = (field: Field) => (touched.has(field) ? errors[field] : undefined)
  // The total as typed, once the amount itself is valid: read as every amount field reads typed yuan.
  const parsedTotal = values.amount && !errors.amount ? parseYuanToFen(values.amount) : null
  const totalFen = parsedTotal?.ok ? parsedTotal.fen : null
  const greetingLength = Array.from(values.greeting.trim()).length

  // The kit's TextField, checked by the package's rules (never the kit's own amount check: one rule per input).
  const field = (name: Field) => ({
    id: `rp-send-${name}`,
    className: 'rp-send-form__field',
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: NORMALIZE[name](value) })),
    // Leaving an empty field says nothing yet; leaving a filled one checks it.
    onBlur: () => values[name] !== '' && setTouched((current) => new Set(current).add(name)),
    error: shownError(name),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (!checked.ok) {
      setTouched(new Set(FIELDS))
      const first = FIELDS.find((name) => errors[name])
      if (first) document.getElementById(`rp-send-${first}`)?.focus()
      return
    }
    if (await onSend(values)) {
      setValues(EMPTY)
      setTouched(new Set())
    }
  }

  return (
    <form className="rp-send-form" noValidate onSubmit={(event) => void submit(event)} aria-label="发红包">
      <div className="rp-send-form__fields">
        <TextField {...field('amount')} label="总金额" inputMode="decimal" placeholder="0.00" enterKeyHint="next" trailing="元" />
        <TextField
          {...field('count')}
          label="红包个数"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="填写个数"
          enterKeyHint="next"
          trailing="个"
        />
        <TextField
          {...field('greeting')}
          label="祝福语"
          placeholder={DEFAULT_GREETING}
          enterKeyHint="send"
          trailing={
            <span className={greetingLength > MAX_GREETING_LENGTH ? 'rp-send-form__counter rp-send-form__counter--over' : 'rp-send-form__counter'}>
              {greetingLength}/{MAX_GREETING_LENGTH}
            </span>
          }
        />
      </div>
      <p className="rp-send-form__total" aria-live="polite">
        <span className="rp-send-form__currency">¥</span>
        {formatFen(totalFen ?? 0)}
      </p>
      <Button size="lg" block className="rp-send-form__submit" type="submit" loading={busy}>
        {busy ? '正在发送' : '塞钱进红包'}
      </Button>
      {failure ? (
        <Notice tone="error">
          {failure}
        </Notice>
      ) : null}
      <p className="rp-send-form__hint">每个红包至少0.01元，一次最多{MAX_COUNT}个；祝福语不超过{MAX_GREETING_LENGTH}个字</p>
    </form>
  )
}
