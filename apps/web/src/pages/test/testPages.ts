import type { FamilyPages } from '../../routes/routeTypes'

/** The test family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/test/bridge': () => import('./BridgeConsolePage'),
  '/test/comp': () => import('./ComponentGalleryPage'),
}
