import type { FamilyPages } from '../../routes/routeTypes'

/** The alipay family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/alipay': () => import('./AlipayPage'),
  '/alipay/newpay': () => import('./NewpayPage'),
}
