/**
 * Which browser the page runs in, read from the user agent (and, for iPadOS, the touch screen). Whether the page
 * runs inside our app is the bridge's question (`appBridge.inApp`, docs/native-contract.md "Environments").
 */

/** iPhone, iPad, iPod, and iPadOS that reports itself as a Mac but has a touch screen. */
export function isIos(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod|\biOS\b/i.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}

/** Inside WeChat's own browser (`MicroMessenger`, WeCom's too), where Alipay's pages, app links and APK downloads are blocked. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent)
}
