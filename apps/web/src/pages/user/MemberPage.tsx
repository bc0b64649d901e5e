import type { Membership, MembershipEvent } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { claimVipDaily, setAutoRenew } from '@h5/mall'
import { useState } from 'react'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { Notice } from '../../components/Notice'
import { mallApi } from '../../platform/api/mallApi'
import { onDemand, useOnDemandOverlay } from '../../platform/onDemand'
import { appBridge } from '../../platform/appBridge'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'
import { MembershipCard } from './MembershipCard'
import { isRunning, MEMBERSHIP_EVENT_TEXT } from './membershipTexts'
import { diamondOptions } from './TierPanel'
import { useVipState, type VipServerState } from './useVipState'
import { VipFrame } from './VipFrame'
import { VipSection } from './VipSection'

/** The disclosure before auto-renew goes on loads when it first opens (README "Performance"). */
const autoRenewDialog = onDemand(() => import('./AutoRenewDialog').then((module) => module.AutoRenewDialog))

/** The VIP page a member goes to from here: their tier's tab to renew, else the overview. */
function vipLink(membership: Pick<Membership, 'status'>, code: string | undefined): string {
  return isRunning(membership) && code ? `/user/vipv2/${code}` : '/user/vipv2/nav'
}

function HistoryRow({ event }: { event: MembershipEvent }) {
  const what = `${MEMBERSHIP_EVENT_TEXT[event.kind]} ${event.tierName}${event.days === null ? ' 永久' : ` ${formatCount(event.days)} 天`}`
  return (
    <li className="vip-history__row">
      <span className="vip-history__what">{what}</span>
      <span className="vip-history__cost">{event.diamonds === null ? '—' : `${formatCount(event.diamonds)} 钻石`}</span>
      <span className="vip-history__when">{formatChinaTime(event.at, 'moment', serverNow())}</span>
    </li>
  )
}

/** 每日领钻: once a day while the membership runs; claimed before is a message, not an error. */
function DailyClaim({ server }: { server: VipServerState }) {
  const { state, snap, session } = server
  const daily = snap.membership!.daily
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const claim = async () => {
    const tokens = await session.tokens
    if (!tokens) return setMessage({ tone: 'error', text: '请先登录' })
    const result = await claimVipDaily(state, mallApi, tokens)
    if (!result.ok) return setMessage({ tone: 'error', text: result.error.message })
    if (result.data.alreadyClaimed) return setMessage({ tone: 'info', text: '今日已领取，明天再来吧' })
    setMessage(null)
    showToast(`领取成功，钻石 +${formatCount(result.data.gotDiamonds)}`)
  }
  return (
    <VipSection title="每日领钻">
      <div className="vip-row">
        <p>{daily.available ? `会员每天可领 ${formatCount(daily.diamonds)} 钻石` : '开通会员后每天可领钻石'}</p>
        {daily.available ? (
          <Button size="sm" disabled={daily.claimedToday} loading={snap.status.daily === 'loading'} onClick={() => void claim()}>
            {daily.claimedToday ? '今日已领取' : '领取'}
          </Button>
        ) : null}
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </VipSection>
  )
}

/** 自动续费: off unless turned on after its disclosure; turned off in one tap. */
function AutoRenewSection({ server }: { server: VipServerState }) {
  const { state, snap, session } = server
  const membership = snap.membership!
  const autoRenew = membership.autoRenew
  const [asking, setAsking] = useState(false)
  const AutoRenewDialog = useOnDemandOverlay(autoRenewDialog, asking, () => setAsking(false))
  const [failure, setFailure] = useState<string | null>(null)
  const tier = state.tiers?.tiers.find((each) => each.tier === membership.tier)
  const cancel = async () => {
    const tokens = await session.tokens
    if (!tokens) return setFailure('请先登录')
    const result = await setAutoRenew(state, { api: mallApi, bridge: appBridge }, { tokens, on: false })
    if (!result.ok) return setFailure(result.error.message)
    setFailure(null)
    showToast('已取消自动续费')
  }
  const now = serverNow()
  return (
    <VipSection title="自动续费">
      <div className="vip-row">
        <p data-testid="auto-renew-state">
          {autoRenew.on
            ? `已开启${autoRenew.nextChargeAt === null ? '' : ` · ${formatChinaTime(autoRenew.nextChargeAt, 'date', now)} 扣费`}${autoRenew.diamonds === null ? '' : ` ${formatCount(autoRenew.diamonds)} 钻石`}`
            : '未开启，到期后不会自动扣费'}
        </p>
        {autoRenew.on ? (
          <Button size="sm" variant="secondary" loading={snap.status.autoRenew === 'loading'} onClick={() => void cancel()}>
            取消自动续费
          </Button>
        ) : isRunning(membership) && tier ? (
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            开启
          </Button>
        ) : null}
      </div>
      {autoRenew.on ? <p className="vip-note">{autoRenew.cancelHow}</p> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {tier && AutoRenewDialog ? <AutoRenewDialog open={asking} onClose={() => setAsking(false)} server={server} options={diamondOptions(tier)} /> : null}
    </VipSection>
  )
}

/**
 * /user/member (会员中心): my membership (the tier, its state, the end and the days left), the daily 钻石 once a
 * day, auto-renew (on only after its disclosure, off in one tap) and the history, latest first.
 */
export default function MemberPage() {
  const session = useSessionTokens()
  const server = useVipState(session, 'vipv2')
  const { snap } = server
  return (
    <VipFrame title="会员中心" server={server}>
      {() => {
        const membership = snap.membership!
        const code = snap.tiers!.tiers.find((tier) => tier.tier === membership.tier)?.code
        const running = isRunning(membership)
        return (
          <div className="vip-member">
            <MembershipCard
              membership={membership}
              action={
                <PrefetchLink className={buttonClass({ size: 'sm' })} to={vipLink(membership, code)}>
                  {running ? '续费' : membership.status === 'expired' ? '重新开通' : '开通会员'}
                </PrefetchLink>
              }
            />
            <DailyClaim server={server} />
            {running || membership.autoRenew.on ? <AutoRenewSection server={server} /> : null}
            <VipSection title="会员记录">
              {membership.history.length > 0 ? (
                <ul className="vip-history">
                  {membership.history.map((event, index) => (
                    <HistoryRow key={`${event.at}-${index}`} event={event} />
                  ))}
                </ul>
              ) : (
                <EmptyState message="暂无会员记录" />
              )}
            </VipSection>
          </div>
        )
      }}
    </VipFrame>
  )
}
