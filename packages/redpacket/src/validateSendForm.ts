import { parseYuanToFen } from '@h5/format'
import type { SendFormErrors, SendFormInput, SendFormResult } from './types'

/** The most shares one packet splits into (mirrors the backend: else errno 8348302). */
export const MAX_COUNT = 100
/** The longest greeting, in characters (code points; mirrors the backend: else errno 8348303). */
export const MAX_GREETING_LENGTH = 25
/** What an empty greeting becomes (the backend does the same). */
export const DEFAULT_GREETING = '恭喜发财，大吉大利'
/** The greeting field's message; also errno 8348303's when the server sends none. */
export const GREETING_TOO_LONG = `祝福语不能超过${MAX_GREETING_LENGTH}个字`

/** A positive yuan amount in fen, or the message for the amount field. */
function checkAmount(raw: string): number | string {
  // The one reading of typed yuan (@h5/format): the same text is the same amount in every field of the app.
  const parsed = parseYuanToFen(raw)
  if (!parsed.ok && parsed.reason === 'empty') return '请输入红包金额'
  // No upper bound here: the balance is the real one, and the server names it (8348301 余额不足).
  return parsed.ok ? parsed.fen : '请输入正确的金额，最多两位小数'
}

/**
 * Checks the send form the way the backend will (amount, count, greeting), so a mistake is named on its field
 * before anything is sent. The amount comes back in fen.
 *
 * @example
 * validateSendForm({ amount: '8.88', count: '4', greeting: '' })
 * // { ok: true, value: { amountFen: 888, count: 4, greeting: '恭喜发财，大吉大利' } }
 * validateSendForm({ amount: '0.03', count: 5 })
 * // { ok: false, errors: { amount: '单个红包金额不能低于0.01元' } }
 */
export function validateSendForm(input: SendFormInput): SendFormResult {
  const errors: SendFormErrors = {}

  const amount = checkAmount(String(input.amount ?? '').trim())
  if (typeof amount === 'string') errors.amount = amount

  const rawCount = String(input.count ?? '').trim()
  const count = Number(rawCount)
  if (rawCount === '') errors.count = '请输入红包个数'
  else if (!/^\d+$/.test(rawCount) || count < 1 || count > MAX_COUNT) errors.count = `红包个数须为1到${MAX_COUNT}的整数`

  const greeting = String(input.greeting ?? '').trim() || DEFAULT_GREETING
  if (Array.from(greeting).length > MAX_GREETING_LENGTH) errors.greeting = GREETING_TOO_LONG

  // Every share gets at least one fen (the backend splits the amount evenly); a zero amount fails here too.
  if (typeof amount === 'number' && amount < (errors.count ? 1 : count)) errors.amount = '单个红包金额不能低于0.01元'

  if (typeof amount === 'number' && Object.keys(errors).length === 0) {
    return { ok: true, value: { amountFen: amount, count, greeting } }
  }
  return { ok: false, errors }
}
