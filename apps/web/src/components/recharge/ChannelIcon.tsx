import type { PayChannel } from '@h5/recharge'

/**
 * The pay channel's mark in its brand colour (decorative; its name is beside it). The marks are pictures of the
 * style sheet (RechargeScreen.css, `.channel-icon--wechat`, `--alipay`), inlined in the page's HTML: decoration
 * needs no script, and as SVG elements made by React they were 0.3 KB of the recharge pages' start-up JS.
 */
export function ChannelIcon({ channel }: { channel: PayChannel }) {
  return <span className={`channel-icon channel-icon--${channel}`} aria-hidden="true" />
}
