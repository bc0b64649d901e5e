/** The VIP page's two lineups (docs/openapi.yaml `VipTiersPayload.lineup`): uservip sells VIP and SVIP, vipv2 also XVIP. */
export type VipLineup = 'uservip' | 'vipv2'

/** What a VIP route asks for: the lineup, and the tab it opens with (`nav`: the overview; else a tier's `code`). */
export interface VipRoute {
  lineup: VipLineup
  tab: string
}

/**
 * Reads /user/<lineup>[/<tab>] (/user/vipv2/svip: the vipv2 lineup, SVIP's tab). No tab, or `nav`, is the
 * overview; a tab is matched against the server's tier codes by the page, so a code the server does not sell
 * opens the overview.
 *
 * @example
 * readVipRoute('/user/uservip/vip') // { lineup: 'uservip', tab: 'vip' }
 */
export function readVipRoute(pathname: string): VipRoute {
  const [, , lineup, tab] = pathname.split('/')
  return { lineup: lineup === 'uservip' ? 'uservip' : 'vipv2', tab: tab || 'nav' }
}
