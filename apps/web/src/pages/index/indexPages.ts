import type { FamilyPages } from '../../routes/routeTypes'

/** The index family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/': () => import('./IndexPage'),
}
