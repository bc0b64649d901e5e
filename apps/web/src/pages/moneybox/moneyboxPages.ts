import type { FamilyPages } from '../../routes/routeTypes'

/** The moneybox family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/moneybox/rule': () => import('../../../content/moneybox/rule.md?page'),
}
