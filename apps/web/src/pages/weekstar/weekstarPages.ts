import type { FamilyPages } from '../../routes/routeTypes'

/** The weekstar family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/weekstar/rule': () => import('../../../content/weekstar/rule.md?page'),
}
