const FORMAT = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment in China Standard Time, as the ban notice shows it (docs/openapi.yaml, `ForbidNotice`), whatever
 * the phone's own time zone.
 *
 * @example formatChinaTime(Date.UTC(2026, 10, 28, 16, 0)) // '2026年11月29日 00:00'
 */
export function formatChinaTime(ms: number): string {
  return FORMAT.format(ms)
}
