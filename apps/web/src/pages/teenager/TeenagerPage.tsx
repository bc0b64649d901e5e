import type { CanUseAnswer } from '@h5/teen'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { formatMinutes } from './formatMinutes'
import { FLOW_FROM_STATUS } from './teenFlow'
import { TeenErrorState } from './TeenErrorState'
import { TeenLoading } from './TeenLoading'
import { TeenPage } from './TeenPage'
import { TeenRuleList } from './TeenRuleList'
import { CURFEW_TEXT, TEEN_RULES } from './teenRules'
import { useTeenStatus } from './useTeenStatus'
import { buttonClass } from '../../platform/ui/buttonClass'
import './TeenagerPage.css'

/**
 * `/teenager`, the status page: asks native (teenagerCanUse) whether teen mode is on and offers what fits —
 * 开启 (the enable flow: selectAge → ageLimit → setPwd → rePwd) when off, 关闭 and 修改密码 when on, both when
 * an older native does not report the switch. Every flow comes back here, and this page asks native again.
 */
export default function TeenagerPage() {
  const { status, retry } = useTeenStatus()
  if (status.phase === 'loading') return <TeenLoading title="青少年模式" label="正在获取青少年模式状态…" />
  if (status.phase === 'failed') return <TeenErrorState error={status.error} onRetry={retry} />
  const { answer } = status
  if (answer.open === false) return <TeenModeOff />
  return <TeenModeOn answer={answer} />
}

const DETAIL_LINK = (
  <PrefetchLink className="teen-link" to="/teenager/detail">
    了解青少年模式的详细规则
  </PrefetchLink>
)

function TeenModeOff() {
  return (
    <TeenPage
      art="shield"
      title="青少年模式未开启"
      lead="开启后将按孩子的年龄段限制使用时长和部分功能，陪伴孩子健康上网。"
      actions={
        <>
          <PrefetchLink className={buttonClass({ block: true })} to="/teenager/selectAge" state={FLOW_FROM_STATUS}>
            开启青少年模式
          </PrefetchLink>
          {DETAIL_LINK}
        </>
      }
    >
      <section className="teen-card" aria-label="开启后">
        <TeenRuleList rules={[TEEN_RULES.time, TEEN_RULES.night, TEEN_RULES.features]} />
      </section>
    </TeenPage>
  )
}

/** Why use is refused right now, when native says so. */
function refusal({ canUse, reason }: CanUseAnswer): string | null {
  if (canUse) return null
  if (reason === 'curfew') return `现在是夜间休息时间（${CURFEW_TEXT}），暂时无法使用`
  if (reason === 'limit') return '今日使用时长已用完'
  return '当前暂时无法使用'
}

/** On, or not reported by an older native (`open` unknown): then both 开启 and 关闭 are offered. */
function TeenModeOn({ answer }: { answer: CanUseAnswer }) {
  const known = answer.open === true
  const notice = refusal(answer)
  return (
    <TeenPage
      art="shield"
      title={known ? '青少年模式已开启' : '青少年模式'}
      lead={
        known
          ? '使用时长、夜间休息和功能限制已生效。'
          : '当前App未告知青少年模式是否开启，请按需开启或关闭。'
      }
      actions={
        <>
          {known ? null : (
            <PrefetchLink className={buttonClass({ block: true })} to="/teenager/selectAge" state={FLOW_FROM_STATUS}>
              开启青少年模式
            </PrefetchLink>
          )}
          <PrefetchLink
            className={buttonClass({ variant: known ? 'primary' : 'secondary', block: true })}
            to="/teenager/closePwd"
            state={FLOW_FROM_STATUS}
          >
            关闭青少年模式
          </PrefetchLink>
          <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to="/teenager/changePwd" state={FLOW_FROM_STATUS}>
            修改密码
          </PrefetchLink>
          {DETAIL_LINK}
        </>
      }
    >
      {answer.usedMinutes !== undefined || notice ? (
        <section className="teen-card" aria-label="今日使用">
          {answer.usedMinutes !== undefined ? (
            <p className="teen-usage">
              <span className="teen-usage__label">今日已使用</span>
              <span className="teen-usage__value">{formatMinutes(answer.usedMinutes)}</span>
            </p>
          ) : null}
          {notice ? <p className="teen-note teen-note--notice">{notice}</p> : null}
        </section>
      ) : null}
      <section className="teen-card" aria-label="已开启的保护">
        <TeenRuleList rules={[TEEN_RULES.time, TEEN_RULES.night, TEEN_RULES.pin]} />
      </section>
    </TeenPage>
  )
}
