/**
 * The app platform's one error class (docs/families.md, "Errors: one class, named codes, one style"): every
 * failure the platform itself raises carries a code and a Chinese message that is safe to show on screen.
 *
 * Codes:
 * - `chunk-load`: a page's code could not be loaded (network, a deploy replaced the chunk). The route error
 *   boundary reloads the page once (reloadPageOnce.ts) and shows this message if that did not help.
 * - `unsafe-url`: `openPage` was given a URL that is not http(s) or the app's own scheme (README "Security").
 * - `boot-failure`: the app could not start on an earlier load of this tab (its entry, framework or start chunk
 *   failed to load; bootGuard.ts); reported to monitoring by the next start that succeeds, never shown.
 * - `bridge-contract`: native broke the bridge's wire contract, or a page's native-event handler failed; reported
 *   to monitoring, never shown (reportBridgeDiagnostic).
 *
 * @example
 * try { openPage(url) } catch (error) {
 *   if (error instanceof PlatformError) showToast(error.message)
 * }
 */
export type PlatformErrorCode = 'chunk-load' | 'unsafe-url' | 'bridge-contract' | 'boot-failure'

export class PlatformError extends Error {
  override readonly name = 'PlatformError'

  constructor(
    readonly code: PlatformErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
