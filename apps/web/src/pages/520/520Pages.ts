import type { FamilyPages } from '../../routes/routeTypes'

/** The 520 family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/520/rule': () => import('../../../content/520/rule.md?page'),
}
