import type { PayChannel } from '@h5/recharge'

/** The channel's name on screen. */
export const CHANNEL_NAMES: Readonly<Record<PayChannel, string>> = { wechat: '微信支付', alipay: '支付宝' }
