import { TEEN_ERROR_MESSAGES, TeenErrorCode } from '@h5/teen'
import { OpenInAppScreen, type OpenInAppReason } from '../../platform/ui/OpenInAppScreen'
import { TeenArt } from './TeenArt'

/** Teen mode's words on the shared screen: a heading, and TeenError's own message (the e2e specs read both). */
const TEEN_COPY = {
  unsupported: { title: '请在App内使用', message: TEEN_ERROR_MESSAGES[TeenErrorCode.NOT_IN_APP] },
  outdated: { title: 'App版本过低', message: TEEN_ERROR_MESSAGES[TeenErrorCode.OUTDATED_APP] },
}

/**
 * The shared open-in-app screen (platform/ui/OpenInAppScreen.tsx) in teen mode's words and picture: outside the
 * app (`NOT_IN_APP`, bridge errcode 998) and an app too old or not answering (`OUTDATED_APP`, 999). `onRetry`
 * adds `重试` (an unanswered call may be answered the next time); 返回 is always there.
 *
 * @example <TeenOpenInAppScreen reason="outdated" onRetry={retry} />
 */
export function TeenOpenInAppScreen({ reason, onRetry }: { reason: OpenInAppReason; onRetry?: () => void }) {
  return <OpenInAppScreen reason={reason} art={<TeenArt kind="shield" compact />} copy={TEEN_COPY} onRetry={onRetry} />
}
