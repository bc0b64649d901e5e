import type { FamilyPages } from '../../routes/routeTypes'

/** The beautifulnum family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/beautifulnum': () => import('./BeautifulnumPage'),
  '/beautifulnum/rule': () => import('../../../content/beautifulnum/rule.md?page'),
}
