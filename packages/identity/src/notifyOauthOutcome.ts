import type { IdentityBridge, OauthOutcome } from './types'

/**
 * Tells native how real-name verification ended (`oauthStatusCallback`: passed, failed, cancelled), so the
 * screen that sent the user here (cash-out, going live) can go on. Native not answering, or a plain browser
 * (998), changes nothing for the page: the answer is ignored and the promise never rejects.
 *
 * @example
 * await notifyOauthOutcome(appBridge, 'passed')
 */
export async function notifyOauthOutcome(bridge: IdentityBridge, status: OauthOutcome, reason?: string): Promise<void> {
  try {
    await bridge.call('oauthStatusCallback', reason === undefined ? { status } : { status, reason })
  } catch {
    // Nothing to do: the page shows the outcome itself.
  }
}
