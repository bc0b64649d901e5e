import { useState } from 'react'
import { Button } from '../Button'

export interface OpenInBrowserGuideProps {
  /** Why the page cannot go on inside WeChat (Alipay is blocked; pay inside WeChat is not set up). */
  reason: string
  /** The last step, in the browser. */
  lastStep: string
  /** The page to open in the browser, on this site. */
  path: string
}

/**
 * Inside WeChat's browser, the way out to the system browser: the arrow up to WeChat's ··· menu (WeChat's own bar,
 * with its back button, sits above the page, so the page draws no title bar of its own), the steps, and 复制链接
 * for pasting into a browser. /alipay/newpay (Alipay is blocked in WeChat) and /wxpay when pay inside WeChat is
 * not set up show it.
 */
export function OpenInBrowserGuide({ reason, lastStep, path }: OpenInBrowserGuideProps) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle')
  const link = new URL(path, window.location.href).href

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    )
  }

  return (
    <main className="recharge-page recharge-guide">
      <svg className="recharge-guide__arrow" width="72" height="88" viewBox="0 0 72 88" aria-hidden="true">
        <path d="M10 84C18 48 34 26 60 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray="6 7" />
        <path d="M46 8l16 3-6 15" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="recharge-page__body">
        <section className="recharge-card recharge-guide__card" aria-labelledby="recharge-guide-title">
          <h1 id="recharge-guide-title" className="recharge-guide__title">
            请在浏览器中打开
          </h1>
          <p className="recharge-guide__text">{reason}</p>
          <ol className="recharge-guide__steps">
            <li>
              点击右上角 <strong>···</strong>
            </li>
            <li>
              选择 <strong>在浏览器打开</strong>
            </li>
            <li>{lastStep}</li>
          </ol>
        </section>
        <Button variant="secondary" block onClick={copy}>
          复制链接
        </Button>
        <p className="recharge-page__note" role="status">
          {copied === 'done' ? '链接已复制，请粘贴到浏览器地址栏打开' : copied === 'failed' ? `复制失败，请手动复制：${link}` : '也可以复制链接，粘贴到浏览器中打开'}
        </p>
      </div>
    </main>
  )
}
