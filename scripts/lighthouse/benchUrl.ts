/**
 * The address Lighthouse opens for a measured route. Lighthouse runs as a plain mobile browser (no `pid/` in
 * its user agent, so outside the app, DESIGN §2): /redpacket/open gets the tokens in its URL, as a share link
 * outside the app would carry them (DESIGN §4), so it renders without native. Each run opens a fresh packet
 * of the openable scenario (a suffixed id, packages/mock-backend), so no run sees another's state.
 */
import { MOCK_USER } from '../../packages/mock-backend/src/fixtures.ts'

export function benchUrl(origin: string, route: string, run: number): string {
  const url = new URL(route, origin)
  if (route === '/redpacket/open') {
    url.searchParams.set('redpacketID', `rp_openable_lh${run}${Math.random().toString(36).slice(2, 8)}`)
    url.searchParams.set('accessToken', MOCK_USER.accessToken)
    url.searchParams.set('openID', MOCK_USER.openID)
  }
  return url.href
}
