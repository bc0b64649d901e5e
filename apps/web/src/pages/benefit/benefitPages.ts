import type { FamilyPages } from '../../routes/familyPages'

/** The benefit family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/benefit': () => import('./BenefitPage'),
  '/benefit/cash': () => import('./CashPage'),
  '/benefit/hz': () => import('./HzPage'),
  '/benefit/hzoption': () => import('./HzoptionPage'),
  '/benefit/login': () => import('./LoginPage'),
  '/benefit/lz': () => import('./LzPage'),
  '/benefit/zs': () => import('./ZsPage'),
}
