/**
 * The address Lighthouse opens for a measured route. Lighthouse runs as the app's webview (runLighthouse.ts)
 * without a native side: /redpacket/open gets the tokens in its URL, as the app may hand them over
 * (docs/architecture.md, "Session"), so it never asks native for them. Each run opens a fresh packet of the openable scenario (a suffixed id,
 * packages/mock-backend), so no run sees another's state.
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
