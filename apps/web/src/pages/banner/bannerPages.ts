import type { FamilyPages } from '../../routes/routeTypes'

/** The banner family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/banner/forbid': () => import('./ForbidPage'),
}
