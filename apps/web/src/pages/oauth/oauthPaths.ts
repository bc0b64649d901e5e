/**
 * Where the real-name flow goes next. /oauth/v2/* is the current flow; the old links (/oauth/quick,
 * /oauth/manual and their children, routes/routeTable.ts) render the same pages, and every next step goes into
 * /oauth/v2/*, so an old link joins the current flow. `from` (why verification is needed) travels along.
 */
export const OAUTH_PATHS = {
  entry: '/oauth',
  quick: '/oauth/v2/quick',
  living: '/oauth/v2/living',
  quickResult: '/oauth/v2/quickResult',
  manual: '/oauth/v2/manual',
  result: '/oauth/v2/result',
} as const

/** The phone pages: /oauth/phone is their entry and shows nav. */
export const PHONE_PATHS = {
  entry: '/oauth/phone',
  nav: '/oauth/phone/nav',
  newPhone: '/oauth/phone/newphone',
  manualCheck: '/oauth/phone/mancheck',
} as const

/** Why the user is asked to verify: `from` of the address. */
export type OauthFrom = 'cash' | 'room' | 'live' | 'video'

const REASONS: Readonly<Record<OauthFrom, string>> = {
  cash: '根据国家相关规定，提现前需完成实名认证，以保障你的资金安全',
  room: '根据国家相关规定，开设语音房前需完成实名认证',
  live: '根据国家相关规定，开播前需完成实名认证；未满16周岁不能开播',
  video: '根据国家相关规定，发布视频前需完成实名认证',
}

/**
 * What travels through the real-name flow in the address: why it was opened (`from`) and the page to go back
 * to when it is done (`return`, a path of this site, e.g. the cash-out page that sent the user here).
 */
export interface OauthFlow {
  from: OauthFrom | null
  returnTo: string | null
}

/** `from` of the address when it is one of the four, else null. */
export function readFrom(search: string): OauthFrom | null {
  const from = new URLSearchParams(search).get('from')
  return from === 'cash' || from === 'room' || from === 'live' || from === 'video' ? from : null
}

/** Why verification is needed, in the words of `from`. */
export function reasonFor(from: OauthFrom | null): string {
  return from ? REASONS[from] : '根据国家相关规定，提现、开播、打赏等功能需完成实名认证'
}

/** A flow path with `from` and `return` kept. */
export function withFlow(path: string, flow: OauthFlow): string {
  const query = new URLSearchParams()
  if (flow.from) query.set('from', flow.from)
  if (flow.returnTo) query.set('return', flow.returnTo)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** What the button that ends the flow says: back to cash-out when it came from there. */
export function doneLabel(flow: OauthFlow): string {
  return flow.returnTo && flow.from === 'cash' ? '返回提现' : '完成'
}
