import type { BridgeDiagnostic } from '@h5/bridge'
import { expect, it, vi } from 'vitest'
import { PlatformError } from './PlatformError'
import { reportBridgeDiagnostic } from './reportBridgeDiagnostic'

it.each<[BridgeDiagnostic, string]>([
  [{ kind: 'malformed-reply', op: 'getAppVersion' }, '原生通信异常（malformed-reply getAppVersion）'],
  [{ kind: 'duplicate-reply', op: 'payV2' }, '原生通信异常（duplicate-reply payV2）'],
  [{ kind: 'send-failed', op: 'share' }, '原生通信异常（send-failed share）'],
  [{ kind: 'unknown-message' }, '原生通信异常（unknown-message）'],
  [{ kind: 'handler-error', event: 'shareInfo' }, '原生通信异常（handler-error shareInfo）'],
])('reports %o to monitoring as a bug', (diagnostic, message) => {
  const report = vi.fn()
  reportBridgeDiagnostic(diagnostic, report)
  expect(report).toHaveBeenCalledOnce()
  expect(report.mock.calls[0]![0]).toBeInstanceOf(PlatformError)
  expect(report.mock.calls[0]![0]).toMatchObject({ code: 'bridge-contract', message })
})

it.each<BridgeDiagnostic>([{ kind: 'not-ready' }, { kind: 'timeout', op: 'checkWx' }, { kind: 'late-reply', op: 'getClipboard' }])(
  'does not report %o, which old apps and slow answers cause in the field',
  (diagnostic) => {
    const report = vi.fn()
    reportBridgeDiagnostic(diagnostic, report)
    expect(report).not.toHaveBeenCalled()
  },
)
