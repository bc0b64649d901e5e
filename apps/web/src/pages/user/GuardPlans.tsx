import type { GuardInfo, GuardPlan, GuardPlanOption } from '@h5/api'
import { formatCount } from '@h5/format'
import type { Snapshot } from 'valtio'
import { OptionGrid } from '../../components/OptionGrid'
import { Tabs } from '../../components/Tabs'

/** Why an option cannot be bought now, by the server's caps on tips (null limit: no cap), or null. */
export function capReason(caps: Snapshot<GuardInfo['caps']>, diamonds: number): string | null {
  if (caps.dailyLimitDiamonds !== null && caps.dailyUsedDiamonds + diamonds > caps.dailyLimitDiamonds) return '超出今日打赏上限'
  if (caps.monthlyLimitDiamonds !== null && caps.monthlyUsedDiamonds + diamonds > caps.monthlyLimitDiamonds) return '超出本月打赏上限'
  return null
}

/** An option's key in the grid: its months, unique within a plan. */
export const optionKey = (option: Snapshot<GuardPlanOption>) => String(option.months)

export interface GuardPlansProps {
  plans: Snapshot<GuardPlan[]>
  caps: Snapshot<GuardInfo['caps']>
  level: number
  onLevel: (level: number) => void
  chosen: string | null
  onChoose: (key: string) => void
}

/**
 * The server's guard plans as tabs (their names), the chosen plan's perks and its options (a duration and its
 * 钻石): an option the caps on tips would break stays in the grid, dimmed, saying which cap.
 */
export function GuardPlans({ plans, caps, level, onLevel, chosen, onChoose }: GuardPlansProps) {
  const plan = plans.find((candidate) => candidate.level === level) ?? plans[0]
  if (!plan) return null
  return (
    <Tabs label="守护等级" tabs={plans.map((candidate) => ({ key: String(candidate.level), title: candidate.name }))} value={String(plan.level)} onChange={(key) => onLevel(Number(key))}>
      {plan.perks.length > 0 ? (
        <ul className="guard-perks" aria-label={`${plan.name}特权`}>
          {plan.perks.map((perk) => (
            <li key={perk} className="guard-perks__item">
              {perk}
            </li>
          ))}
        </ul>
      ) : null}
      {plan.options.length > 0 ? (
        <OptionGrid
          label={`${plan.name}时长`}
          value={chosen}
          onChange={onChoose}
          options={plan.options.map((option) => {
            const capped = capReason(caps, option.diamonds)
            return {
              key: optionKey(option),
              label: option.label,
              subLabel: `${formatCount(option.diamonds)} 钻石`,
              disabled: capped !== null,
              disabledReason: capped ?? undefined,
              accessibleName: `${option.label}，${option.diamonds}钻石${capped ? `，${capped}` : ''}`,
            }
          })}
        />
      ) : (
        <p className="guard-page__note">该等级暂不可开通</p>
      )}
    </Tabs>
  )
}
