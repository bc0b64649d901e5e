interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether prefetching is welcome now (Nuxt's rule for `<NuxtLink>`): not offline, not on a 2g
 * connection (`effectiveType` `slow-2g` or `2g`) and not when the user asked to save data. Browsers without the
 * Network Information API (Safari) only get the offline check.
 *
 * @example
 * if (canPrefetch()) void import('./page')
 */
export function canPrefetch(nav: Navigator = navigator): boolean {
  if (nav.onLine === false) return false
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection
  return !(connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? '')))
}
