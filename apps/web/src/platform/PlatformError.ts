/**
 * Why the platform failed. The values are what monitoring groups events by, so they stay as they are; callers
 * name the member.
 */
export const PlatformErrorCode = {
  /**
   * A page's code could not be loaded (network, a deploy replaced the chunk). The route error boundary reloads
   * the page once (reloadPageOnce.ts) and shows this message if that did not help.
   */
  CHUNK_LOAD: 'chunk-load',
  /** `openPage` was given a URL that is not http(s) or the app's own scheme (README "Security"). */
  UNSAFE_URL: 'unsafe-url',
  /**
   * Native broke the bridge's wire contract, or a page's native-event handler failed; reported to monitoring,
   * never shown (reportBridgeDiagnostic).
   */
  BRIDGE_CONTRACT: 'bridge-contract',
  /**
   * The app could not start on an earlier load of this tab (its entry, framework or start chunk failed to load;
   * bootGuard.ts); reported to monitoring by the next start that succeeds, never shown.
   */
  BOOT_FAILURE: 'boot-failure',
} as const
/** One of {@link PlatformErrorCode}'s values. */
export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode]

/**
 * The app platform's one error class (docs/families.md, "Errors: one class, named codes, one style"): every
 * failure the platform itself raises carries a code ({@link PlatformErrorCode}) and a Chinese message that is
 * safe to show on screen.
 *
 * @example
 * try { openPage(url) } catch (error) {
 *   if (error instanceof PlatformError) showToast(error.message)
 * }
 */
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
