import { AGE_BRACKETS } from '@h5/teen'
import { useNavigate } from 'react-router-dom'
import { FlowRedirect } from './FlowRedirect'
import { formatMinutes } from './formatMinutes'
import { TeenPage } from './TeenPage'
import { TeenRuleList } from './TeenRuleList'
import { TEEN_RULES } from './teenRules'
import { useTeenFlow } from './useTeenFlow'
import { Button } from '../../components/Button'
import './AgeLimitPage.css'

/**
 * `/teenager/ageLimit`, step 2 of turning teen mode on: what the chosen bracket means — its daily minutes, the
 * curfew and the other limits — before the guardian sets the PIN. Without a chosen bracket (opened directly) it sends the user
 * to selectAge.
 */
export default function AgeLimitPage() {
  const { flow, next } = useTeenFlow()
  const navigate = useNavigate()
  if (flow.age === undefined) return <FlowRedirect to="/teenager/selectAge" message="请先选择孩子的年龄段" />
  const row = AGE_BRACKETS[flow.age]!

  return (
    <TeenPage
      art="clock"
      title="使用时长规则"
      lead={`已选择：${row.label}`}
      actions={
        <>
          <Button block onClick={() => next('/teenager/setPwd')}>
            设置监护密码
          </Button>
          <button className="teen-link" type="button" onClick={() => void navigate(-1)}>
            重新选择年龄段
          </button>
        </>
      }
    >
      <section className="teen-card teen-limit" aria-label="每日可使用">
        <p className="teen-limit__label">每日可使用</p>
        <p className="teen-limit__value">{formatMinutes(row.dailyMinutes)}</p>
        <p className="teen-limit__note">用完后需监护人输入密码才能继续使用</p>
      </section>
      <section className="teen-card" aria-label="开启后">
        <TeenRuleList rules={[TEEN_RULES.night, TEEN_RULES.features, TEEN_RULES.pin]} />
      </section>
    </TeenPage>
  )
}
