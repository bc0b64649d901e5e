/**
 * `localStorage` or `sessionStorage`, or `undefined` where merely reading the property throws (storage disabled,
 * sandboxed frames, some private modes). Callers treat a missing storage as "nothing remembered", never a crash.
 *
 * @example getClientId(navigator.userAgent, browserStorage('localStorage'))
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage', win: Window = window): Storage | undefined {
  try {
    return win[kind]
  } catch {
    return undefined
  }
}
