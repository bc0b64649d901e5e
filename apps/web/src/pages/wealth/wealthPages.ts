import type { FamilyPages } from '../../routes/routeTypes'

/** The wealth family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/wealth/detail': () => import('./WealthLedgerPage'),
  '/wealth/newwealth': () => import('./WealthLevelPage'),
  '/wealth/rule': () => import('../../../content/wealth/rule.md?page'),
}
