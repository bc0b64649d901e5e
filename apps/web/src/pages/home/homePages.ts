import type { FamilyPages } from '../../routes/routeTypes'

/** The home family's page by route path, loaded with it (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/home': () => import('./HomePage'),
}
