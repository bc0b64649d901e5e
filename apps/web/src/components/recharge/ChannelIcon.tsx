import type { PayChannel } from '@h5/recharge'

/** The pay channel's mark in its brand colour (decorative; its name is beside it). */
export function ChannelIcon({ channel }: { channel: PayChannel }) {
  if (channel === 'wechat') {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill="#07c160" />
        <path
          d="M10 6.2c-3 0-5.4 2-5.4 4.5 0 1.4.8 2.7 2 3.5l-.5 1.5 1.8-.9c.6.2 1.3.3 2.1.3h.4a3.9 3.9 0 0 1-.2-1.1c0-2.4 2.3-4.3 5.2-4.3h.3C15.2 7.8 12.8 6.2 10 6.2Zm5.4 4.6c-2.4 0-4.3 1.6-4.3 3.5s1.9 3.5 4.3 3.5c.5 0 1-.1 1.5-.2l1.4.7-.4-1.2c1-.6 1.7-1.7 1.7-2.8 0-1.9-1.9-3.5-4.2-3.5Z"
          fill="#fff"
        />
      </svg>
    )
  }
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill="#1677ff" />
      <path d="M7 8.5h10M12 6v2.5M8.5 11h7c-.6 2.6-2.8 5-6.8 6.2M10.5 12.8c1.8 2 4.3 3.3 7 4" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}
