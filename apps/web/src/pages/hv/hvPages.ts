import type { FamilyPages } from '../../routes/routeTypes'

/** The hv family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/hv/rule': () => import('../../../content/hv/rule.md?page'),
}
