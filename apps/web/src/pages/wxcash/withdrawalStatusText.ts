import type { WithdrawalStatus } from '@h5/api'
import type { StatusTagTone } from '../../components/StatusTag'

/** How each withdrawal status reads on screen (docs/openapi.yaml `WithdrawalStatus`). */
const WITHDRAWAL_STATUS_TEXT: Readonly<Record<WithdrawalStatus, string>> = {
  submitted: '已提交',
  reviewing: '审核中',
  paid: '已到账',
  rejected: '已驳回',
}

/** The status's text, or `处理中` for a status a newer server may send. */
export function withdrawalStatusText(status: string): string {
  return Object.hasOwn(WITHDRAWAL_STATUS_TEXT, status) ? WITHDRAWAL_STATUS_TEXT[status as WithdrawalStatus] : '处理中'
}

/** The status's colour: 已到账 done, 已驳回 refused (the money went back), anything else still on its way. */
export function withdrawalStatusTone(status: string): StatusTagTone {
  if (status === 'paid') return 'success'
  if (status === 'rejected') return 'danger'
  return 'pending'
}
