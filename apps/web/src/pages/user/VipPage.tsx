import type { PriceOption } from '@h5/api'
import { formatCount } from '@h5/format'
import { pricePerDay } from '@h5/mall'
import type { PayChannel } from '@h5/recharge'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '../../components/Button'
import { Tabs } from '../../components/Tabs'
import { appBridge } from '../../platform/appBridge'
import { onDemand, useOnDemandOverlay } from '../../platform/onDemand'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { MembershipCard } from './MembershipCard'
import { diamondOptions, sellableOptions, TierPanel } from './TierPanel'
import { useVipChoice } from './useVipChoice'
import { useVipState } from './useVipState'
import { VipFrame } from './VipFrame'
import { VipCompare } from './VipCompare'
import { readVipRoute } from './vipRoute'

const OVERVIEW = 'nav'

/** The purchase sheet loads when it first opens: the first screen is the tiers, not the sheet (README "Performance"). */
const purchaseSheet = onDemand(() => import('./VipPurchase').then((module) => module.VipPurchase))

/** The lowest price a day of a tier's options, for the overview's 低至 line; null when none has one. */
function lowestPerDay(tier: { options: readonly PriceOption[] }): number | null {
  const amounts = diamondOptions(tier).flatMap((option) => pricePerDay(option)?.amount ?? [])
  return amounts.length > 0 ? Math.min(...amounts) : null
}

/**
 * /user/uservip and /user/vipv2 (and their nav, vip, svip, xvip): one page on the server's tier list, the
 * lineup from the path (uservip: VIP and SVIP; vipv2: and XVIP). The overview (`nav`, or no tab) shows my
 * membership and the tiers side by side; a tier's tab (/user/vipv2/svip) its options with the price a day and
 * its perks, and buys or renews it through the purchase sheet: with 钻石, or on Android with money through the
 * recharge family's pay flow (WeChat Pay or Alipay).
 */
export default function VipPage() {
  const route = readVipRoute(useLocation().pathname)
  const session = useSessionTokens()
  const server = useVipState(session, route.lineup)
  const [choice, choose] = useVipChoice(route.tab)
  const [buying, setBuying] = useState(false)
  const [channel, setChannel] = useState<PayChannel>('wechat')
  // Money options only on Android in the app: iOS sells virtual goods through Apple, outside the app nothing is
  // paid. Asked of the bridge here, not through the recharge screens' rechargeMode: importing it would split it
  // into a chunk of its own that /wxpay's start-up loads too (README "Performance").
  const moneyOffered = appBridge.inApp && appBridge.platform === 'android'
  // Once loaded it stays mounted, so what the server said (a minor's account) holds for the page visit.
  const VipPurchase = useOnDemandOverlay(purchaseSheet, buying, () => setBuying(false))
  const { snap, state } = server
  const tierIndex = snap.tiers?.tiers.findIndex((tier) => tier.code === choice.tab) ?? -1
  const title = tierIndex >= 0 ? `${snap.tiers!.tiers[tierIndex]!.name} 会员` : 'VIP 会员'
  return (
    <VipFrame title={title} server={server}>
      {() => {
        const tiers = snap.tiers!
        const membership = snap.membership!
        const tab = tierIndex >= 0 ? choice.tab : OVERVIEW
        const tier = tierIndex >= 0 ? state.tiers!.tiers[tierIndex]! : null
        const options = tier ? sellableOptions(tier, moneyOffered) : []
        const option = options.find((candidate) => candidate.optionID === choice.optionID) ?? options[0] ?? null
        const openTab = (key: string) => choose({ tab: key, optionID: null })
        return (
          <>
            <Tabs label="会员档位" tabs={[{ key: OVERVIEW, title: '总览' }, ...tiers.tiers.map((each) => ({ key: each.code, title: each.name }))]} value={tab} onChange={openTab}>
              {tier ? (
                <TierPanel
                  tier={tier}
                  perks={tiers.perks}
                  membership={membership}
                  optionID={option?.optionID ?? null}
                  onOption={(optionID) => choose({ tab, optionID })}
                  moneyOffered={moneyOffered}
                  channel={channel}
                  onChannel={setChannel}
                  onBuy={() => setBuying(true)}
                />
              ) : (
                <div className="vip-overview">
                  <MembershipCard membership={membership} action={<PrefetchLink to="/user/member">会员中心</PrefetchLink>} />
                  <VipCompare tiers={state.tiers!} />
                  <div className="vip-overview__tiers">
                    {tiers.tiers.map((each) => {
                      const perDay = lowestPerDay(each)
                      return (
                        <Button key={each.tier} variant="secondary" block onClick={() => openTab(each.code)}>
                          {perDay === null ? `查看 ${each.name}` : `${each.name} 低至 ${formatCount(perDay)} 钻石/天`}
                        </Button>
                      )
                    })}
                  </div>
                </div>
              )}
            </Tabs>
            {tier && option && VipPurchase ? <VipPurchase open={buying} onClose={() => setBuying(false)} server={server} tier={tier} option={option} channel={channel} /> : null}
          </>
        )
      }}
    </VipFrame>
  )
}
