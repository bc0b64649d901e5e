import type { FamilyPages } from '../../routes/routeTypes'

/** The wxpay family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/wxpay': () => import('./WxpayPage'),
  '/wxpay/records': () => import('./RechargeRecordsPage'),
}
