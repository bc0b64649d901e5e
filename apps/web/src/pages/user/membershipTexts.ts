import type { Membership, MembershipEvent } from '@h5/api'
import type { StatusTagTone } from '../../components/StatusTag'

/** A membership's state in words and its tag's tone. */
export const MEMBERSHIP_STATUS_TEXT: Record<Membership['status'], string> = {
  none: '未开通',
  active: '生效中',
  expiring: '即将到期',
  expired: '已过期',
}

export const MEMBERSHIP_STATUS_TONE: Record<Membership['status'], StatusTagTone> = {
  none: 'neutral',
  active: 'success',
  expiring: 'pending',
  expired: 'danger',
}

/** What a history event did. */
export const MEMBERSHIP_EVENT_TEXT: Record<MembershipEvent['kind'], string> = {
  bought: '开通',
  renewed: '续费',
  autoRenewed: '自动续费',
  received: '获赠',
}

/** Whether the membership runs now (active, or active and ending soon). */
export const isRunning = (membership: Pick<Membership, 'status'>) => membership.status === 'active' || membership.status === 'expiring'
