import { toHalfWidth } from './toHalfWidth'

/**
 * Why a text is not an amount: nothing typed, not a plain decimal (a sign, an exponent, grouping, a bare point,
 * a leading zero, letters, or more fen than a JavaScript number holds exactly), or more than two decimals
 * (finer than a fen).
 */
export type YuanParseFailure = 'empty' | 'format' | 'decimals'

/** What {@link parseYuanToFen} answers: integer fen, or why the text is not an amount. */
export type YuanParse = { ok: true; fen: number } | { ok: false; reason: YuanParseFailure }

/**
 * A plain non-negative decimal: `0` or digits without a leading zero, then at most a point and one or two
 * decimals. No sign, exponent, grouping, bare point (`.5`, `5.`) or leading zeros (`01`, `012`).
 */
const YUAN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/
/** Three or more decimals: a number, but finer than a fen. Told apart so the message can say so. */
const TOO_MANY_DECIMALS = /^(0|[1-9]\d*)\.\d{3,}$/

/**
 * Yuan as a user types it, read as integer fen by its digits: never through a float, so `0.07` is 7 fen, not
 * 7.000000000000001. Full-width digits and points (`１２．３４`, what a Chinese input method types in full-width
 * mode) count as ASCII; spaces around the text are ignored. The one reading of typed money: every field, hint
 * and check that reads an amount the user typed reads it here, so they cannot disagree about a text.
 *
 * A number is not text the user typed: pass the text (`String(value)` only where a caller really holds one).
 *
 * @example
 * parseYuanToFen('0.01') // { ok: true, fen: 1 }
 * parseYuanToFen('１２．３４') // { ok: true, fen: 1234 }
 * parseYuanToFen('1.005') // { ok: false, reason: 'decimals' }
 * parseYuanToFen('012') // { ok: false, reason: 'format' }
 */
export function parseYuanToFen(text: string): YuanParse {
  const plain = toHalfWidth(text).trim()
  if (plain === '') return { ok: false, reason: 'empty' }
  if (TOO_MANY_DECIMALS.test(plain)) return { ok: false, reason: 'decimals' }
  const match = YUAN.exec(plain)
  if (!match) return { ok: false, reason: 'format' }
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  // Beyond 2^53 fen the digits no longer add up exactly; no amount a page takes comes near it.
  return Number.isSafeInteger(fen) ? { ok: true, fen } : { ok: false, reason: 'format' }
}
