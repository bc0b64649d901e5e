import type { FamilyPages } from '../../routes/routeTypes'

/** The agreement family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/agreement/agreementpop': () => import('./AgreementpopPage'),
  '/agreement/privacy': () => import('../../../content/agreement/privacy.md?page'),
  '/agreement/recharge': () => import('../../../content/agreement/recharge.md?page'),
  '/agreement/user': () => import('../../../content/agreement/user.md?page'),
}
