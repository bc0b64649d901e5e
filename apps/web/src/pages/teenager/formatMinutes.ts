/**
 * Minutes as the screens say them: `40分钟`, `1小时`, `1小时30分钟`. The guideline's limits (packages/teen/README.md,
 * "Policy") read as hours from 60 minutes on, as the national minor-mode texts write them.
 *
 * @example formatMinutes(120) // '2小时'
 */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest}分钟`
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`
}
