import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { TeenErrorState } from './TeenErrorState'
import { TeenLoading } from './TeenLoading'
import { useTeenStatus } from './useTeenStatus'

/**
 * `/teenager/nav`, the entry native opens: no screen of its own beyond a short wait. It asks native
 * (teenagerCanUse) and replaces itself with the right page — use refused: /teenager/timePwd?reason=curfew|limit;
 * otherwise (off, or on and allowed): the status page /teenager. A failed question shows its message with
 * 重试 / 返回, never an endless wait.
 */
export default function NavPage() {
  const { status, retry } = useTeenStatus()
  const navigate = useNavigate()
  // Native's answer, the same object until native answers again: one redirect per answer, however often the page
  // renders meanwhile (it stays on screen until the next page's code has loaded).
  const answer = status.phase === 'ready' ? status.answer : null

  useEffect(() => {
    if (!answer) return
    const { canUse, reason } = answer
    const to = canUse ? '/teenager' : `/teenager/timePwd${reason ? `?reason=${reason}` : ''}`
    void navigate(to, { replace: true })
  }, [navigate, answer])

  if (status.phase === 'failed') return <TeenErrorState error={status.error} onRetry={retry} />
  return <TeenLoading title="青少年模式" label="正在检查使用状态…" />
}
