/** One section of `pnpm size`'s output and what it found wrong. */
export interface SizeReport {
  /** The printed section: a title line and a table. */
  text: string
  /** One line per exceeded budget or broken layout rule; empty when everything fits. */
  failures: string[]
  /** What to do about the failures, printed once under them. */
  help?: string
}

/** `ok` or `OVER` for a size against its budget. */
export function verdict(bytes: number, budget: number): string {
  return bytes <= budget ? 'ok' : 'OVER'
}
