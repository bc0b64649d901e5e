/** A payload typed in the console: the object to send, or why it cannot be sent (Chinese, shown on screen). */
export type ParsedPayload = { ok: true; data: Record<string, unknown> } | { ok: false; message: string }

/**
 * Reads the console's JSON payload. Every op takes a JSON object (docs/native-contract.md, "Calls":
 * `{ op, data }`), so anything else is refused with a message the tester can act on; an empty box means `{}`.
 *
 * @example parsePayload('{"message":"你好"}') // { ok: true, data: { message: '你好' } }
 */
export function parsePayload(text: string): ParsedPayload {
  if (!text.trim()) return { ok: true, data: {} }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: '参数不是合法的 JSON，请检查引号、逗号和括号' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: '参数必须是 JSON 对象，例如 {}' }
  }
  return { ok: true, data: value as Record<string, unknown> }
}
