import { takeBootFailure } from './bootGuard'
import { browserStorage } from './browserStorage'
import type { Monitor } from './monitor'
import { PlatformError, PlatformErrorCode } from './PlatformError'
import { whenIdle } from './whenIdle'

/**
 * Hands monitoring what the app could not report itself, once the app runs (start.tsx):
 * - the boot failure an earlier load of this tab remembered (bootGuard.ts): the app was not there to report it.
 *   Read once the browser is idle (`schedule`): the tab's session storage is fetched from the browser process
 *   at its first use, a wait of its own (26 ms at start-up on `/`, README "Performance"), and monitoring loads
 *   its SDK after idle anyway. By then the monitor has been started, so the report is kept for the SDK.
 * - every promise rejection nobody handled, from now on. The monitor queues them until its SDK has loaded
 *   (monitor.ts), so the ones before that are not lost; the SDK's own handler is off (sentryClient.ts), so none
 *   is reported twice.
 *
 * @example
 * monitor.start({ dsn, hostname: location.hostname })
 * reportAppFailures(window, monitor)
 */
export function reportAppFailures(
  win: Window,
  monitor: Pick<Monitor, 'report'>,
  schedule: (task: () => void) => void = (task) => void whenIdle(task, 2000, win),
): void {
  win.addEventListener('unhandledrejection', (event) => monitor.report(event.reason))
  schedule(() => {
    const failure = takeBootFailure(browserStorage('sessionStorage', win))
    if (failure) {
      monitor.report(new PlatformError(PlatformErrorCode.BOOT_FAILURE, '页面加载失败', { cause: `${failure.path}: ${failure.error}` }))
    }
  })
}
