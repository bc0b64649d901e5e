import { safeHref } from './isSafeUrl'
import type { UrlFieldRule } from './ops'
import type { UrlPolicy } from './types'

/**
 * `data` with each URL field in its parsed form (`safeHref`), or `undefined` when one is not allowed for what
 * native does with it (its rule's `use`); an optional field may also be absent or empty.
 *
 * @example
 * checkUrlFields({ link: 'https://a.cn/x', imgUrl: '' }, SHARE_URL_FIELDS, { trustedHosts: ['a.cn'] }) // { link: 'https://a.cn/x', imgUrl: '' }
 */
export function checkUrlFields<T extends Record<string, unknown>>(
  data: T,
  fields: Readonly<Record<string, UrlFieldRule>>,
  policy: UrlPolicy,
): T | undefined {
  const checked: Record<string, unknown> = { ...data }
  for (const [name, rule] of Object.entries(fields)) {
    const value = data[name]
    if (rule.optional && (value === undefined || value === '')) continue
    const href = safeHref(value, policy, rule.use)
    if (href === undefined) return undefined
    checked[name] = href
  }
  return checked as T
}
