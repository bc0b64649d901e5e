import type { CanUseAnswer, DenyReason } from '@h5/teen'
import { useSearchParams } from 'react-router-dom'
import { formatMinutes } from './formatMinutes'
import { leaveWebView } from './leaveWebView'
import { PinField } from './PinField'
import type { TeenArtKind } from './TeenArt'
import { TeenErrorState } from './TeenErrorState'
import { TeenLoading } from './TeenLoading'
import { TeenPage } from './TeenPage'
import { CURFEW_TEXT, DAILY_LIMITS_TEXT } from './teenRules'
import { useGuardianUnlock } from './useGuardianUnlock'
import { useTeenStatus } from './useTeenStatus'
import { Button } from '../../components/Button'
import './TimePwdPage.css'

/** `?reason=` as /teenager/nav writes it; anything else is no hint. */
function reasonOf(value: string | null): DenyReason | undefined {
  return value === 'curfew' || value === 'limit' ? value : undefined
}

interface RefusalCopy {
  art: TeenArtKind
  title: string
  lead: string
  /** A line under the hero: the guideline's limits (native's answer names no bracket, so all three). */
  note?: string
}

function refusalCopy({ reason, usedMinutes }: CanUseAnswer): RefusalCopy {
  if (reason === 'curfew') {
    return { art: 'moon', title: '夜间休息时间', lead: `${CURFEW_TEXT}是休息时间，青少年模式下无法使用。早点休息，明天见！` }
  }
  if (reason === 'limit') {
    const used = usedMinutes === undefined ? '今日' : `今日已使用${formatMinutes(usedMinutes)}，`
    return {
      art: 'hourglass',
      title: '今日使用时长已达上限',
      lead: `${used}已达到青少年模式每日可使用时长。休息一下，明天再来吧！`,
      note: `每日可使用：${DAILY_LIMITS_TEXT}`,
    }
  }
  return { art: 'hourglass', title: '暂时无法使用', lead: '青少年模式限制了当前的使用。' }
}

/**
 * `/teenager/timePwd`, where a teen lands when use is refused (native or /teenager/nav opens it): the reason —
 * the 22:00–06:00 curfew, or the day's minutes used up (with the minutes native reports) — and two ways on:
 * - the guardian's PIN turns teen mode OFF and closes the web view, so the app can be used again
 *   (useGuardianUnlock: the bridge has no "extend time" operation, the switch is all a PIN can do);
 * - 退出 leaves through the bridge (`finish`: native closes this page).
 * The `?reason=` hint draws the page at once; native's own answer (teenagerCanUse) decides, and if use is
 * allowed after all, the page says so.
 */
export default function TimePwdPage() {
  const [params] = useSearchParams()
  const hinted = reasonOf(params.get('reason'))
  const { state, status, retry } = useTeenStatus()
  const entry = useGuardianUnlock(state)

  if (entry.fatal) return <TeenErrorState error={entry.fatal} onRetry={entry.retry} />
  if (status.phase === 'failed') return <TeenErrorState error={status.error} onRetry={retry} />
  if (status.phase === 'loading' && !hinted) return <TeenLoading title="使用受限" label="正在获取使用状态…" art="hourglass" />
  const answer: CanUseAnswer = status.phase === 'ready' ? status.answer : { canUse: false, reason: hinted }
  if (answer.canUse) return <UseAllowed modeOff={answer.open === false} />

  const { art, title, lead, note } = refusalCopy(answer)
  return (
    <TeenPage
      art={art}
      compact
      title={title}
      lead={lead}
      actions={
        <Button block onClick={leaveWebView}>
          退出
        </Button>
      }
    >
      {note ? <p className="teen-time__note">{note}</p> : null}
      <section className="teen-card teen-time__guardian" aria-labelledby="teen-time-guardian">
        <h2 className="teen-card__title" id="teen-time-guardian">
          监护人继续使用
        </h2>
        <p className="teen-note">输入监护密码将关闭青少年模式，之后可以继续使用</p>
        <PinField label="监护密码" entry={entry} autoFocus={false} />
      </section>
    </TeenPage>
  )
}

/** Opened while use is allowed (the limit was lifted, or the mode is off): nothing to unlock. */
function UseAllowed({ modeOff }: { modeOff: boolean }) {
  return (
    <TeenPage
      art="shield"
      title="现在可以正常使用"
      lead={modeOff ? '青少年模式未开启，不受使用时长限制。' : '当前在可使用时段内，今日时长尚未用完。'}
      actions={
        <Button block onClick={leaveWebView}>
          继续使用
        </Button>
      }
    />
  )
}
