import { takeBootFailure } from './bootGuard'
import { browserStorage } from './browserStorage'
import type { Monitor } from './monitor'
import { PlatformError } from './PlatformError'

/**
 * Hands monitoring what the app could not report itself (issue 13), once the app runs (start.tsx):
 * - the boot failure an earlier load of this tab remembered (bootGuard.ts): the app was not there to report it;
 * - every promise rejection nobody handled, from now on. The monitor queues them until its SDK has loaded
 *   (monitor.ts), so the ones before that are not lost; the SDK's own handler is off (sentryClient.ts), so none
 *   is reported twice.
 *
 * @example
 * reportAppFailures(window, monitor)
 */
export function reportAppFailures(win: Window, monitor: Pick<Monitor, 'report'>): void {
  const failure = takeBootFailure(browserStorage('sessionStorage', win))
  if (failure) {
    monitor.report(new PlatformError('boot-failure', '页面加载失败', { cause: `${failure.path}: ${failure.error}` }))
  }
  win.addEventListener('unhandledrejection', (event) => monitor.report(event.reason))
}
