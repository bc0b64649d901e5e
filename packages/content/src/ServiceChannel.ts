/**
 * A customer-service channel inside the app, as the server names it (docs/openapi.yaml `ServicePage`,
 * `ServiceConversation`; a ban's appeal channel has the same two shapes): a web page, which the page opens with
 * its own URL checks, or a chat with the service account, which native opens (`gotoConversation`).
 */
export type ServiceChannel =
  | { kind: 'page'; /** An absolute http(s) address. */ url: string }
  | { kind: 'conversation'; userID: number; /** The account's name, or null when the server gave none. */ nickName: string | null }

/** Whether `url` is an absolute http(s) address; which hosts may open is the page's check when it opens it. */
function isWebAddress(url: unknown): url is string {
  if (typeof url !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/**
 * A channel of the server's answer, or null: none named, or none that can be read (a page without an http(s)
 * address, a chat without an account). An unreadable channel is not a bad answer: the page then gives the steps,
 * which always work.
 *
 * @example
 * readServiceChannel({ kind: 'conversation', userID: 10000, nickName: '官方客服' }) // the chat
 * readServiceChannel({ kind: 'page', url: 'javascript:alert(1)' })                  // null
 */
export function readServiceChannel(value: unknown): ServiceChannel | null {
  if (typeof value !== 'object' || value === null) return null
  const channel = value as Record<string, unknown>
  if (channel.kind === 'page' && isWebAddress(channel.url)) return { kind: 'page', url: channel.url }
  if (channel.kind === 'conversation' && typeof channel.userID === 'number' && Number.isSafeInteger(channel.userID) && channel.userID > 0) {
    const nickName = typeof channel.nickName === 'string' && channel.nickName.trim() !== '' ? channel.nickName : null
    return { kind: 'conversation', userID: channel.userID, nickName }
  }
  return null
}
