import type { PayChannel } from '@h5/recharge'

/** The channel's name on screen. */
export const CHANNEL_NAMES: Readonly<Record<PayChannel, string>> = { wechat: '微信支付', alipay: '支付宝' }

/** 钻石 with thousands separators, e.g. 100,000. */
export function formatDiamonds(count: number): string {
  return count.toLocaleString('en-US')
}
