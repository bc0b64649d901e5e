import { safeHref } from './isSafeUrl'
import type { UrlFieldRule } from './ops'

/**
 * `data` with each URL field in its parsed form (`safeHref`), or `undefined` when one is unsafe: a required
 * field must hold a safe URL; an optional one may also be absent or empty.
 *
 * @example checkUrlFields({ link: 'https://a.cn/x', imgUrl: '' }, SHARE_URL_FIELDS) // { link: 'https://a.cn/x', imgUrl: '' }
 */
export function checkUrlFields<T extends Record<string, unknown>>(
  data: T,
  fields: Readonly<Record<string, UrlFieldRule>>,
  appSchemes?: readonly string[],
): T | undefined {
  const checked: Record<string, unknown> = { ...data }
  for (const [name, rule] of Object.entries(fields)) {
    const value = data[name]
    if (rule === 'optional' && (value === undefined || value === '')) continue
    const href = safeHref(value, appSchemes)
    if (href === undefined) return undefined
    checked[name] = href
  }
  return checked as T
}
