import type { FamilyPages } from '../../routes/routeTypes'

/** The draw family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/draw/rule': () => import('../../../content/draw/rule.md?page'),
}
