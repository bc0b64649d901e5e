import { AGE_BRACKETS, DEFAULT_AGE_BRACKET, isAgeBracket, selectAge, type AgeBracket } from '@h5/teen'
import { useState } from 'react'
import { formatMinutes } from './formatMinutes'
import { TeenPage } from './TeenPage'
import { useFlowTeenState } from './useFlowTeenState'
import { useTeenFlow } from './useTeenFlow'
import { Button } from '../../components/Button'
import './SelectAgePage.css'

/**
 * `/teenager/selectAge`, step 1 of turning teen mode on: the child's age bracket (the 2024 guideline,
 * packages/teen/README.md, "Policy"), which sets the daily limit. Starts on the bracket chosen before (back from
 * the next step) or the default 2. The choice goes to the flow's @h5/teen state (`selectAge`,
 * useFlowTeenState) and into the flow's history entry, so a reload of a later step keeps it.
 */
export default function SelectAgePage() {
  const { flow, next } = useTeenFlow()
  const teen = useFlowTeenState(flow.visit)
  const [bracket, setBracket] = useState<AgeBracket>(() => flow.age ?? (isAgeBracket(teen.teenAge) ? teen.teenAge : DEFAULT_AGE_BRACKET))

  function goOn() {
    // The radios offer the brackets only, so this succeeds; a failure would keep the user on this step.
    const chosen = selectAge(teen, bracket)
    if (chosen.ok) next('/teenager/ageLimit', chosen.data)
  }

  return (
    <TeenPage
      art="shield"
      title="选择孩子的年龄段"
      lead="我们将按年龄段设置每日可使用时长"
      actions={
        <Button block onClick={goOn}>
          下一步
        </Button>
      }
    >
      <fieldset className="teen-ages">
        {/* Named for screen readers; the heading above already says it on screen. */}
        <legend className="visually-hidden">年龄段</legend>
        {AGE_BRACKETS.map((row) => (
          <label key={row.bracket} className="teen-ages__option">
            <input
              className="teen-ages__radio"
              type="radio"
              name="teen-age"
              value={row.bracket}
              checked={bracket === row.bracket}
              onChange={() => setBracket(row.bracket)}
            />
            <span className="teen-ages__label">{row.label}</span>
            <span className="teen-ages__limit">每日 {formatMinutes(row.dailyMinutes)}</span>
          </label>
        ))}
      </fieldset>
    </TeenPage>
  )
}
