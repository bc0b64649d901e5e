import type { Membership } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import type { ReactNode } from 'react'
import type { Snapshot } from 'valtio'
import { StatusTag } from '../../components/StatusTag'
import { serverNow } from '../../platform/serverClock'
import { isRunning, MEMBERSHIP_STATUS_TEXT, MEMBERSHIP_STATUS_TONE } from './membershipTexts'

/**
 * My membership at the top of the VIP pages: the tier and its state (未开通, 生效中, 即将到期, 已过期), the end
 * date in China time and the days left; `action` under it (a link to 会员中心, or the page's own).
 */
export function MembershipCard({ membership, action }: { membership: Snapshot<Membership>; action?: ReactNode }) {
  const { status, tierName, endAt, daysLeft } = membership
  const running = isRunning(membership)
  const end = endAt === null ? '' : formatChinaTime(endAt, 'date', serverNow())
  return (
    <section className="vip-card" aria-label="我的会员">
      <div className="vip-card__head">
        <span className="vip-card__tier">{status === 'none' || !tierName ? '还不是会员' : tierName}</span>
        <StatusTag tone={MEMBERSHIP_STATUS_TONE[status]}>{MEMBERSHIP_STATUS_TEXT[status]}</StatusTag>
      </div>
      <p className="vip-card__line" data-testid="membership-end">
        {running && end
          ? `${end} 到期 · 剩余 ${formatCount(daysLeft)} 天`
          : status === 'expired' && end
            ? `已于 ${end} 到期，重新开通即可恢复特权`
            : '开通会员，点亮专属身份与特权'}
      </p>
      {action ? <div className="vip-card__action">{action}</div> : null}
    </section>
  )
}
