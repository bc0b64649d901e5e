/**
 * What a field validator answers: the value the page submits (fen, an 11-digit mobile number, an ID number), or
 * the Chinese message the field shows. Validators never throw: a bad entry is an everyday result, not a failure.
 *
 * @example
 * const check: FieldCheck<number> = validateAmount('0.01', { minFen: 1, maxFen: 20000 }) // { ok: true, value: 1 }
 */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string }
