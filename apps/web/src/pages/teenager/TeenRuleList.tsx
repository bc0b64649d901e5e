import type { TeenRule } from './teenRules'
import './TeenRuleList.css'

/**
 * Rules of teen mode as a list with a leaf marker each (the status, age-limit and detail screens).
 *
 * @example <TeenRuleList rules={[TEEN_RULES.time, TEEN_RULES.night]} />
 */
export function TeenRuleList({ rules }: { rules: readonly TeenRule[] }) {
  return (
    <ul className="teen-rules">
      {rules.map(({ title, text }) => (
        <li key={title} className="teen-rules__item">
          <svg className="teen-rules__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 19C5 10 11 5 20 5c0 9-5 15-14 15Zm0 0 7-7" />
          </svg>
          <div>
            <p className="teen-rules__title">{title}</p>
            <p className="teen-rules__text">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
