import type { FamilyPages } from '../../routes/routeTypes'

/** The rules family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/rules': () => import('./RulesPage'),
  '/rules/indexOld': () => import('./IndexOldPage'),
  '/rules/redtoblue': () => import('../../../content/rules/redtoblue.md?page'),
  '/rules/redtocash': () => import('../../../content/rules/redtocash.md?page'),
}
