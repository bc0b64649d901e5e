/** Used when neither the user agent nor storage has a client id (docs/native-contract.md, "Client id"). */
export const DEFAULT_CLIENT_ID = '111111'

const STORAGE_KEY = 'h5:clientId'
const PID_IN_USER_AGENT = /\bpid\/([\w-]+)/

/**
 * The client id the app identifies itself with: the value after `pid/` in the user agent (remembered in
 * storage for later pages), else the remembered value, else `111111`.
 *
 * @example getClientId(navigator.userAgent, localStorage) // 'pid/123456' in the UA -> '123456'
 */
export function getClientId(userAgent?: string, storage?: Storage): string {
  const fromUserAgent = userAgent?.match(PID_IN_USER_AGENT)?.[1]
  if (fromUserAgent) {
    safely(() => storage?.setItem(STORAGE_KEY, fromUserAgent))
    return fromUserAgent
  }
  return safely(() => storage?.getItem(STORAGE_KEY)) || DEFAULT_CLIENT_ID
}

/** Storage throws in private mode and in sandboxed frames; a client id is never worth a crash. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
