import type { TeenState } from '@h5/teen'
import type { ReactNode } from 'react'
import { TeenErrorState } from './TeenErrorState'
import { TeenLoading } from './TeenLoading'
import { TeenPage } from './TeenPage'
import { useTeenStatus } from './useTeenStatus'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'

/**
 * Shows `children` only while teen mode is on. The PIN screens that act on an open mode need this: native
 * answers "off" to a switch-off whatever the PIN, so with the mode off closing would pretend to check the PIN,
 * and changing the PIN (off with the old one, on with the new one) would quietly turn the mode ON. A native
 * that does not report the switch (`open` unknown) is trusted to have sent the user here for a reason.
 * `children` gets the page visit's @h5/teen state (useTeenStatus), for the PIN's own action.
 *
 * @example <RequireTeenOn title="修改密码">{(state) => <ChangePinSteps state={state} />}</RequireTeenOn>
 */
export function RequireTeenOn({ title, children }: { title: string; children: (state: TeenState) => ReactNode }) {
  const { state, status, retry } = useTeenStatus()
  if (status.phase === 'loading') return <TeenLoading title={title} label="正在获取青少年模式状态…" art="lock" />
  if (status.phase === 'failed') return <TeenErrorState error={status.error} onRetry={retry} />
  if (status.answer.open === false) {
    return (
      <TeenPage
        art="shield"
        title="青少年模式未开启"
        lead="青少年模式当前是关闭的，无需输入监护密码。"
        actions={
          <PrefetchLink className={buttonClass()} to="/teenager" replace>
            查看青少年模式
          </PrefetchLink>
        }
      />
    )
  }
  return children(state)
}
