import { BridgeError } from './BridgeError'

/** An integer written as text: the errcodes some Android builds send as strings (`"0"`, `"4001"`). */
const INTEGER_TEXT = /^-?\d+$/

/**
 * Native's reply to a call, read as the wire protocol says (docs/native-contract.md, "Replies"):
 * - no value or `''`: `{}` (native acknowledged with nothing);
 * - a string: parsed as JSON (Android sends strings);
 * - the result must then be an object, since every op's result is one (`Ops` in types.ts);
 * - its `errcode`, when present, must be a finite number or an integer as text: `0` / `"0"` is success, any
 *   other value is native's failure, returned as its `BridgeError`.
 *
 * Anything else is unreadable and returns `undefined` (the call rejects 995): a review found
 * `{ errcode: 'FAIL' }`, `null`, `'E4001'` or `' '` read as success, which turned a failed `teenagerSwitch`
 * into "teen mode is on" and would turn a failed `payV2` into "paid".
 *
 * @example
 * readReply('{"version":"6.12.0"}') // { version: '6.12.0' }
 * readReply({ errcode: '4001', errmsg: '密码错误' }) // BridgeError 4001 密码错误
 * readReply({ errcode: 'FAIL' }) // undefined
 */
export function readReply(raw: unknown): Record<string, unknown> | BridgeError | undefined {
  let value: unknown = raw
  if (raw === undefined || raw === '') return {}
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { errcode, errmsg } = value as Record<string, unknown>
  if (errcode === undefined) return value as Record<string, unknown>
  const code =
    typeof errcode === 'number' ? errcode : typeof errcode === 'string' && INTEGER_TEXT.test(errcode) ? Number(errcode) : NaN
  if (!Number.isFinite(code)) return undefined
  if (code === 0) return value as Record<string, unknown>
  return new BridgeError(code, typeof errmsg === 'string' ? errmsg : undefined)
}
