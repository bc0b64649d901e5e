import type { FamilyPages } from '../../routes/routeTypes'

/** The wealth family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/wealth/detail': () => import('./WealthLedgerPage'),
  '/wealth/items/jcpp': () => import('./DecorationsPage'),
  '/wealth/items/qp': () => import('./DecorationsPage'),
  '/wealth/items/tab': () => import('./DecorationsPage'),
  '/wealth/items/tupian': () => import('./DecorationsPage'),
  '/wealth/items/txk': () => import('./DecorationsPage'),
  '/wealth/newwealth': () => import('./WealthLevelPage'),
  '/wealth/rule': () => import('../../../content/wealth/rule.md?page'),
}
