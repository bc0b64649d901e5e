import type { FamilyPages } from '../../routes/routeTypes'

/** The benefit family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/benefit': () => import('./BenefitPage'),
  '/benefit/cash': () => import('./RedDiamondCashoutPage'),
  '/benefit/hz': () => import('./ExchangePage'),
  '/benefit/hzoption': () => import('./ExchangeOptionsPage'),
  '/benefit/login': () => import('./LoginRewardPage'),
  '/benefit/lz': () => import('./RewardsPage'),
  '/benefit/zs': () => import('./GivePage'),
}
