import type { FamilyPages } from '../../routes/routeTypes'

/** The contact page's family, loaded with its page (src/routes/familyPages.ts): the page is its document. */
export const pages: FamilyPages = {
  '/welcome': () => import('../../../content/welcome.md?page'),
}
