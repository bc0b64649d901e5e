import { AGE_BRACKETS } from '@h5/teen'
import { useGoBack } from '../../platform/useGoBack'
import { formatMinutes } from './formatMinutes'
import { TeenPage } from './TeenPage'
import { TeenRuleList } from './TeenRuleList'
import { TEEN_RULES } from './teenRules'
import { Button } from '../../components/Button'
import './DetailPage.css'

/**
 * `/teenager/detail`: what teen mode restricts, in full — why it exists (the 2024 national minor-mode
 * guideline), the daily minutes per bracket, the curfew, the features native turns off, and what the guardian
 * PIN is for. Read-only; 返回 goes back.
 */
export default function DetailPage() {
  const goBack = useGoBack()
  return (
    <TeenPage
      art="shield"
      title="青少年模式说明"
      lead="依据国家《移动互联网未成年人模式建设指南》，为未成年人提供时长管理、内容与功能保护。"
      actions={
        <Button block onClick={goBack}>
          我知道了
        </Button>
      }
    >
      <section className="teen-card" aria-labelledby="teen-detail-time">
        <h2 className="teen-card__title" id="teen-detail-time">
          每日可使用时长
        </h2>
        <table className="teen-detail__table">
          <thead>
            <tr>
              <th scope="col">年龄段</th>
              <th scope="col">每日时长</th>
            </tr>
          </thead>
          <tbody>
            {AGE_BRACKETS.map((row) => (
              <tr key={row.bracket}>
                <td>{row.label}</td>
                <td>{formatMinutes(row.dailyMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="teen-card" aria-labelledby="teen-detail-rules">
        <h2 className="teen-card__title" id="teen-detail-rules">
          开启后
        </h2>
        <TeenRuleList rules={[TEEN_RULES.night, TEEN_RULES.features, TEEN_RULES.pin]} />
      </section>
    </TeenPage>
  )
}
