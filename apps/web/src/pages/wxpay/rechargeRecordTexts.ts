import type { RechargeRecordChannel, RechargeRecordStatus } from '@h5/recharge'
import type { StatusTagTone } from '../../components/StatusTag'

/**
 * How each status of the records reads (docs/openapi.yaml `RechargeOrderRecord`). `pending` is 确认中, never
 * 待支付: the user may have paid already and the provider not yet told the server, and 待支付 would ask them to
 * pay again.
 */
export const RECORD_STATUS_TEXT: Readonly<Record<RechargeRecordStatus, string>> = {
  paid: '已到账',
  pending: '确认中',
  failed: '支付失败',
  closed: '已关闭',
  refunded: '已退款',
  unknown: '处理中',
}

/**
 * Each status's colour: 确认中 waits, 已到账 is done, 支付失败 failed; 已关闭 and 已退款 are over with nothing
 * credited, and a status only a newer server knows claims nothing.
 */
export const RECORD_STATUS_TONE: Readonly<Record<RechargeRecordStatus, StatusTagTone>> = {
  paid: 'success',
  pending: 'pending',
  failed: 'danger',
  closed: 'neutral',
  refunded: 'neutral',
  unknown: 'neutral',
}

/** How each channel reads; a channel a newer server names reads as nothing. */
export const RECORD_CHANNEL_TEXT: Readonly<Record<RechargeRecordChannel, string>> = {
  wechat: '微信支付',
  alipay: '支付宝',
  apple: 'App Store',
  unknown: '',
}
