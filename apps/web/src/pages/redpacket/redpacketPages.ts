import type { FamilyPages } from '../../routes/routeTypes'

/** The redpacket family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/redpacket/noSupport': () => import('./RedPacketNoSupportPage'),
  '/redpacket/open': () => import('./RedPacketOpenPage'),
  '/redpacket/send': () => import('./RedPacketSendPage'),
}
