/** The WeChat Pay mark of the channel rows: a green disc with two speech bubbles, decoration only. */
export function WeChatMark() {
  return (
    <span className="cashout-wechat" aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <path d="M9.5 4C5.4 4 2 6.8 2 10.2c0 1.9 1 3.6 2.7 4.8L4 17.5l2.8-1.4c.8.2 1.7.4 2.7.4h.4a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.4C16.6 6.1 13.4 4 9.5 4zm-2.6 3.4a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm5.2 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
        <path d="M22 15c0-2.8-2.7-5-6-5s-6 2.2-6 5 2.7 5 6 5c.7 0 1.4-.1 2-.3l2.3 1.2-.6-2c1.4-1 2.3-2.4 2.3-3.9zm-8-1.1a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8zm4 0a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8z" />
      </svg>
    </span>
  )
}
