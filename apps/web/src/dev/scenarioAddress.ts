import type { ScenarioSession } from '@h5/mock-backend'

/**
 * The address of `path` opened as a scenario user: the session's tokens in the query, where native puts its
 * user's tokens. The session service claims them first thing (platform/session/claimAddressTokens.ts) and uses
 * them once native names the same user, which the simulated app does for a scenario pair (nativeUser.ts;
 * docs/architecture.md "Session"). Other parameters and the hash of `path` stay.
 *
 * @example
 * scenarioAddress('/redpacket/send', scenarioSession('minor'))
 * // '/redpacket/send?accessToken=scn.minor.m3k2a1x9f0&openID=scn-open.minor.m3k2a1x9f0'
 */
export function scenarioAddress(path: string, session: ScenarioSession): string {
  const url = new URL(path, 'https://app.invalid')
  url.searchParams.set('accessToken', session.accessToken)
  url.searchParams.set('openID', session.openID)
  return `${url.pathname}${url.search}${url.hash}`
}
