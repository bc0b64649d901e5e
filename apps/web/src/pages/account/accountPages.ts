import type { FamilyPages } from '../../routes/routeTypes'

/** The account family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/account/cancellation': () => import('./CancellationPage'),
  '/account/cancellation/check': () => import('./CancellationCheckPage'),
  '/account/cancellation/code': () => import('./CancellationCodePage'),
  '/account/cancellation/done': () => import('./CancellationDonePage'),
}
