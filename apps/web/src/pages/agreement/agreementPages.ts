import type { FamilyPages } from '../../routes/routeTypes'

/** The agreement family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/agreement/agreementpop': () => import('./AgreementpopPage'),
  '/agreement/privacy': () => import('./PrivacyPage'),
  '/agreement/recharge': () => import('./RechargePage'),
  '/agreement/user': () => import('./UserPage'),
}
