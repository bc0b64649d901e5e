/**
 * A path id such as `/links/:id` or `/tuiguang/:kol` (routes/routeTable.ts): 1–64 ASCII letters, digits, `_` or `-`.
 * Anything else (empty, spaces, markup, path tricks, an overlong value) makes the page's validity check fail,
 * which shows the 404 page before the page asks the server about it.
 *
 * @example
 * isWellFormedId('abc123') // true
 * isWellFormedId('<b>')    // false
 */
export function isWellFormedId(value: string | undefined): boolean {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value)
}
