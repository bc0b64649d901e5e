import { AGE_BRACKETS, CURFEW_END_HOUR, CURFEW_START_HOUR } from '@h5/teen'
import { formatMinutes } from './formatMinutes'

/** One rule of teen mode as the screens state it. */
export interface TeenRule {
  title: string
  text: string
}

/** `22:00至次日6:00`, from the package's curfew hours (packages/teen/README.md, "Policy"). */
export const CURFEW_TEXT = `${CURFEW_START_HOUR}:00至次日${CURFEW_END_HOUR}:00`

/** `8岁以下40分钟，8至16岁1小时，16至18岁2小时`, from the package's brackets. */
export const DAILY_LIMITS_TEXT = AGE_BRACKETS.map((row) => `${row.label}${formatMinutes(row.dailyMinutes)}`).join('，')

/**
 * What teen mode does, in the order the status and detail screens list it. Time and curfew come from
 * @h5/teen; the feature limits are what native enforces while the mode is on (the product's minor-mode policy).
 */
export const TEEN_RULES = {
  time: { title: '时长管理', text: `按年龄段限制每日使用时长：${DAILY_LIMITS_TEXT}` },
  night: { title: '夜间休息', text: `每日${CURFEW_TEXT}无法使用` },
  features: { title: '功能限制', text: '无法充值、打赏和收发红包，无法开播和连麦，仅展示适合青少年的内容' },
  pin: { title: '监护密码', text: '关闭青少年模式、修改密码，以及时长用尽或夜间继续使用，都需要输入4位监护密码' },
} as const satisfies Record<string, TeenRule>
