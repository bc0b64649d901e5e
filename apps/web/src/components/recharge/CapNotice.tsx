import { formatFen } from '@h5/format'
import { capReminder, type RechargeCaps } from '@h5/recharge'
import { Notice } from '../Notice'

/**
 * The reminder near a recharge cap (the 2021 rules on live-stream tipping): what is left today or this month,
 * once it is at most the server's `remindBelowFen`; nothing otherwise.
 */
export function CapNotice({ caps }: { caps: RechargeCaps }) {
  const reminder = capReminder(caps)
  if (!reminder) return null
  const period = reminder.cap === 'daily' ? '今日' : '本月'
  return (
    <Notice tone="warning">
      {reminder.leftFen === 0 ? `${period}充值已达上限，请理性消费` : `${period}还可充值 ${formatFen(reminder.leftFen)} 元，请理性消费`}
    </Notice>
  )
}
