import type { AgeBracket } from './types'

/** One row of the 2024 national minor-mode guideline as the app uses it (README, "Policy"). */
export interface AgeBracketInfo {
  bracket: AgeBracket
  /** Chinese label for the screens. */
  label: string
  /** Minutes of use a day. */
  dailyMinutes: number
  /** First age in the bracket, in whole years (inclusive). */
  minAge: number
  /** First age past the bracket (exclusive). */
  maxAge: number
}

/** The brackets in order: under 8 → 40 min, 8–16 → 60 min, 16–18 → 120 min a day. */
export const AGE_BRACKETS: readonly AgeBracketInfo[] = [
  { bracket: 0, label: '8岁以下', dailyMinutes: 40, minAge: 0, maxAge: 8 },
  { bracket: 1, label: '8至16岁', dailyMinutes: 60, minAge: 8, maxAge: 16 },
  { bracket: 2, label: '16至18岁', dailyMinutes: 120, minAge: 16, maxAge: 18 },
]

/** The bracket a new teen mode starts with (the app state's default teen age, 2). */
export const DEFAULT_AGE_BRACKET: AgeBracket = 2

/**
 * Whether `value` is one of the brackets 0, 1, 2 (state, URLs and native hand us plain numbers).
 *
 * @example isAgeBracket(1) // true; isAgeBracket(3) // false
 */
export function isAgeBracket(value: unknown): value is AgeBracket {
  return value === 0 || value === 1 || value === 2
}

/**
 * Minutes of use a day for a bracket.
 *
 * @example dailyLimitMinutes(0) // 40
 */
export function dailyLimitMinutes(bracket: AgeBracket): number {
  return AGE_BRACKETS[bracket]!.dailyMinutes
}

/**
 * The bracket for an age in whole years, or `null` for an adult (18+) or a value that is not an age.
 *
 * @example bracketForAge(8) // 1
 */
export function bracketForAge(years: number): AgeBracket | null {
  if (!Number.isInteger(years) || years < 0) return null
  return AGE_BRACKETS.find((row) => years >= row.minAge && years < row.maxAge)?.bracket ?? null
}
