import type { FamilyPages } from '../../routes/routeTypes'

const vipPage = () => import('./VipPage')

/**
 * The user family's pages by route path, loaded with its first page (src/routes/familyPages.ts). The two VIP
 * lineups and their tabs are one page on the server's tier list (VipPage reads the lineup and the tab from the
 * path).
 */
export const pages: FamilyPages = {
  '/user/game': () => import('../../../content/user/game.md?page'),
  '/user/member': () => import('./MemberPage'),
  '/user/protector': () => import('./ProtectorPage'),
  '/user/uservip': vipPage,
  '/user/uservip/nav': vipPage,
  '/user/uservip/svip': vipPage,
  '/user/uservip/vip': vipPage,
  '/user/vipv2': vipPage,
  '/user/vipv2/nav': vipPage,
  '/user/vipv2/svip': vipPage,
  '/user/vipv2/vip': vipPage,
  '/user/vipv2/xvip': vipPage,
}
