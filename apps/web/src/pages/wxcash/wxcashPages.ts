import type { FamilyPages } from '../../routes/routeTypes'

/** The wxcash family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/wxcash': () => import('./WxcashPage'),
  '/wxcash/cash': () => import('./WithdrawPage'),
  '/wxcash/cashdetail': () => import('./CashdetailPage'),
  '/wxcash/cashoption': () => import('./CashoptionPage'),
  '/wxcash/cashrecords': () => import('./CashrecordsPage'),
}
