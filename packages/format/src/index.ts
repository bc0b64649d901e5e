/**
 * @h5/format: one rule per input and per display, shared by the app's kit, its pages and the family packages.
 * Yuan the user types read as integer fen (`parseYuanToFen`), fen written as yuan (`formatFen`), moments written
 * in China time whatever the phone's zone (`formatChinaTime`), counts with their separators (`formatCount`), the
 * time left of a countdown (`formatCountdown`), and full-width input made plain (`toHalfWidth`). Plain functions,
 * no React, no `window`.
 */
export { CHINA_OFFSET_MS, chinaTimeParts } from './chinaTime'
export type { ChinaTimeParts } from './chinaTime'
export { formatChinaTime } from './formatChinaTime'
export type { ChinaTimeStyle } from './formatChinaTime'
export { formatCount } from './formatCount'
export { formatCountdown } from './formatCountdown'
export { formatFen, MONEY_FALLBACK } from './formatFen'
export type { FormatFenOptions } from './formatFen'
export { parseYuanToFen } from './parseYuanToFen'
export type { YuanParse, YuanParseFailure } from './parseYuanToFen'
export { toHalfWidth } from './toHalfWidth'
