import type { FamilyPages } from '../../routes/routeTypes'

/** The user family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/user/protector': () => import('./ProtectorPage'),
}
