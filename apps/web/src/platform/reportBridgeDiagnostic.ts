import type { BridgeDiagnostic } from '@h5/bridge'
import { monitor } from './monitor'
import { PlatformError, PlatformErrorCode } from './PlatformError'

/**
 * Diagnostics that mean a bug someone must fix: native broke the wire contract (a second or unreadable reply, a
 * message for no handler, a throwing callHandler) or one of our pages' native-event handlers failed. An old app
 * without the bridge and slow or late answers are expected in the field, so they are only printed in dev.
 */
const BUGS: ReadonlySet<BridgeDiagnostic['kind']> = new Set<BridgeDiagnostic['kind']>([
  'duplicate-reply',
  'malformed-reply',
  'send-failed',
  'unknown-message',
  'handler-error',
])

/**
 * The app bridge's `onDiagnostic` (malformed native messages are dropped and reported: packages/bridge/README.md,
 * "Diagnostics"). A diagnostic names only its kind and the op or event, never a payload, so no token reaches a log
 * or the monitoring service.
 *
 * @example createBridge({ window, onDiagnostic: (diagnostic) => reportBridgeDiagnostic(diagnostic) })
 */
export function reportBridgeDiagnostic(
  { kind, op, event }: BridgeDiagnostic,
  report: (error: unknown) => void = (error) => monitor.report(error),
): void {
  const subject = op ?? event ?? ''
  if (import.meta.env.DEV) console.warn(`[bridge] ${kind}`, subject)
  if (BUGS.has(kind)) report(new PlatformError(PlatformErrorCode.BRIDGE_CONTRACT, `原生通信异常（${kind}${subject && ` ${subject}`}）`))
}
