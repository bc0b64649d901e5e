import type { FamilyPages } from '../../routes/routeTypes'

/** The teenager family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/teenager': () => import('./TeenagerPage'),
  '/teenager/ageLimit': () => import('./AgeLimitPage'),
  '/teenager/changePwd': () => import('./ChangePwdPage'),
  '/teenager/closePwd': () => import('./ClosePwdPage'),
  '/teenager/detail': () => import('./DetailPage'),
  '/teenager/input': () => import('./InputPage'),
  '/teenager/nav': () => import('./NavPage'),
  '/teenager/rePwd': () => import('./RePwdPage'),
  '/teenager/selectAge': () => import('./SelectAgePage'),
  '/teenager/setPwd': () => import('./SetPwdPage'),
  '/teenager/timePwd': () => import('./TimePwdPage'),
}
