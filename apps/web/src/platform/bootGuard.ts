import { browserStorage } from './browserStorage'

/**
 * The page's boot guard: an inline script in every HTML file the build writes (prerender/bootGuardScript.ts),
 * which runs before any of the app's JS. When the app cannot start — the entry script, the framework chunk or
 * `start` failed to load (a flaky network, or old HTML after a deploy removed the files it names) — it replaces
 * the dead page with a Chinese retry screen and lets go of the taps the prerendered page held.
 * Without it, routes without a prerender stayed blank white and prerendered ones kept buttons that did nothing.
 *
 * The guard shows the screen by itself when the entry script fails (no app code runs then); main.tsx calls
 * {@link failBoot} when anything after it fails; start.tsx calls {@link markAppStarted} once the app runs.
 */
export const BOOT_GUARD_GLOBAL = '__h5BootGuard'

/**
 * Where a boot failure is remembered for the next start that succeeds, which reports it to monitoring
 * ({@link takeBootFailure}): monitoring is part of the app, so it cannot load while the app cannot.
 */
export const BOOT_FAILURE_KEY = 'h5:boot-failure'

/** What the guard exposes to the app's own code. */
export interface BootGuard {
  /** Shows the retry screen (once; not after the app has started). */
  fail(): void
  /** The app runs: from now on failures are the routes' to handle. */
  started(): void
}

/** What is remembered of a boot failure: nothing from the address but its path (the query may carry tokens). */
export interface BootFailure {
  path: string
  /** The error's name and message, cut short: for the failed file's name, never user data. */
  error: string
}

function guardOf(win: Window): BootGuard | undefined {
  return (win as unknown as Partial<Record<typeof BOOT_GUARD_GLOBAL, BootGuard>>)[BOOT_GUARD_GLOBAL]
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 300)
}

/**
 * The app could not start: remembers why for monitoring and shows the guard's retry screen. Without a guard
 * (`vite` dev serves index.html without it) the error is rethrown, as before.
 *
 * @example
 * import('./start').then(({ start }) => start()).catch((error) => failBoot(window, error))
 */
export function failBoot(win: Window, error: unknown, storage: Storage | undefined = browserStorage('sessionStorage', win)): void {
  try {
    storage?.setItem(BOOT_FAILURE_KEY, JSON.stringify({ path: win.location.pathname, error: describeError(error) } satisfies BootFailure))
  } catch {
    // Full or disabled storage: the failure goes unreported, the screen still shows.
  }
  const guard = guardOf(win)
  if (!guard) throw error
  guard.fail()
}

/** Tells the guard the app runs, so a later failure is never mistaken for a failed start. */
export function markAppStarted(win: Window): void {
  guardOf(win)?.started()
}

/**
 * The boot failure an earlier visit of this tab remembered, removed as it is read; null when there was none or
 * it is unreadable.
 *
 * @example
 * const failure = takeBootFailure(sessionStorage)
 * if (failure) monitor.report(new PlatformError(PlatformErrorCode.BOOT_FAILURE, ...))
 */
export function takeBootFailure(storage: Storage | undefined): BootFailure | null {
  try {
    const raw = storage?.getItem(BOOT_FAILURE_KEY)
    if (!raw) return null
    storage!.removeItem(BOOT_FAILURE_KEY)
    const { path, error } = JSON.parse(raw) as Partial<BootFailure>
    return typeof path === 'string' && typeof error === 'string' ? { path, error } : null
  } catch {
    return null
  }
}

