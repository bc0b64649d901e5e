/**
 * One tap on the 开 coin of /redpacket/open, at a chosen moment after the page's first contentful paint, in a
 * fresh page load with the CPU slowed down 4x (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile preset slows it): how long from the finger touching the coin to the first frame that
 * shows the coin turning, and to the open request leaving the page.
 *
 * How it is timed, in the page (an init script, which runs before any of the page's own scripts):
 * - the tap: the `timeStamp` of the tap's first `pointerdown`, the moment the input was made — not the moment
 *   the page got round to handling it, so a busy main thread counts against the page;
 * - the first turning frame: from the tap on, a callback per frame reads the coin's computed
 *   `animation-name`; the first callback that sees `rp-coin-turn` (OpenCoin.css) is the frame that paints it,
 *   timed with `performance.now()` in that callback, before its paint;
 * - the open request: the start time of the resource timing entry of `POST /v1/packet/open`.
 *
 * The tap is injected through DevTools, as a press and a release with no hold between them (TapInput).
 */
import type { Browser, Page } from '@playwright/test'

/** The CPU slowdown of the measurement: Lighthouse's mobile preset (a mid-range phone). */
export const CPU_SLOWDOWN = 4

/** The turning coin's CSS animation (apps/web/src/pages/redpacket/OpenCoin.css). */
export const TURNING_ANIMATION = 'rp-coin-turn'

export interface CoinTap {
  /** When the tap was made, in ms after the first contentful paint. */
  atMs: number
  /** Tap to the first frame of the turning coin, ms; undefined if the coin never turned. */
  turningMs: number | undefined
  /** Tap to the open request's start, ms; undefined if none was sent. */
  requestMs: number | undefined
  /** Whether the app ran the page when the tap came (else the prerendered page's inline script held it). */
  appLive: boolean
}

interface TapRecord {
  fcp?: number
  down?: number
  frame?: number
  appLive?: boolean
  request?: number
}

/** What the init script keeps on `window`. */
const RECORD = '__coinTapBench'

function recordTaps(names: { record: string; animation: string }) {
  const record: TapRecord = {}
  ;(window as unknown as Record<string, TapRecord>)[names.record] = record
  // Reported through a binding (exposeFunction) once both are known: polling the page from Playwright would
  // run Playwright's injected script on the page's main thread right after the tap, ~115 ms at 4x, and delay
  // the very frame being timed.
  const settleOnce = () => {
    if (record.frame === undefined || record.request === undefined) return
    ;(window as unknown as { __coinTapSettled(record: TapRecord): void }).__coinTapSettled({ ...record })
  }
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0]
    if (fcp && record.fcp === undefined) {
      record.fcp = fcp.startTime
      ;(window as unknown as { __coinTapFcp(): void }).__coinTapFcp()
    }
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (new URL(entry.name).pathname === '/v1/packet/open' && record.request === undefined) {
        record.request = entry.startTime
        settleOnce()
      }
    }
  }).observe({ type: 'resource', buffered: true })
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (record.down !== undefined) return
      record.down = event.timeStamp
      // prerenderedRoot.ts EARLY_TAPS_GLOBAL: there while the prerendered page holds taps for the app.
      record.appLive = !('__h5EarlyTaps' in window)
      const check = () => {
        const coin = document.querySelector('.rp-coin')
        if (coin && getComputedStyle(coin).animationName === names.animation) {
          record.frame = performance.now()
          settleOnce()
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}

/**
 * How the bench's tap reaches the page, both through the DevTools protocol and stamped when DevTools takes the
 * command:
 * - `mouse` (`Input.dispatchMouseEvent`, the default): the browser hands the press to the page's input queue
 *   at once, as it hands over a finger's touch; the page's main thread answers it between two tasks.
 * - `touch` (`Input.dispatchTouchEvent`, Playwright's `touchscreen.tap`): Chromium holds each injected touch
 *   until the page has produced its next frame, "so newly added event listeners" see it (`InsertVisualStateCallback`
 *   in content/browser/devtools/protocol/input_handler.cc; mouse presses skip it). On a page busy starting up
 *   that frame can be 60–90 ms away, which the tap is then charged for though no finger waits for it (README
 *   "Performance" has a trace). Kept to compare with.
 * The page sees both as a `pointerdown`, a `pointerup` and a `click` on the coin.
 */
export type TapInput = 'mouse' | 'touch'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface CoinTapOptions {
  browser: Browser
  /** The page's address (a fresh openable packet, tokens in the query). */
  url: string
  /** When to tap, in ms after the first contentful paint. */
  atMs: number
  /** The coin's centre in CSS pixels (the layout is the same on every load). */
  coin: { x: number; y: number }
  userAgent: string
  /** How the tap is injected (TapInput). */
  input?: TapInput
}

/** Loads `url` in a fresh context, taps the coin `atMs` after the first contentful paint and times the answer. */
export async function measureCoinTap({ browser, url, atMs, coin, userAgent, input = 'mouse' }: CoinTapOptions): Promise<CoinTap> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    let painted: () => void = () => undefined
    const firstPaint = new Promise<void>((resolve) => (painted = resolve))
    await page.exposeFunction('__coinTapFcp', () => painted())
    let reportSettled: (record: TapRecord) => void = () => undefined
    const settledRecord = new Promise<TapRecord>((resolve) => (reportSettled = resolve))
    await page.exposeFunction('__coinTapSettled', (record: TapRecord) => reportSettled(record))
    await page.addInitScript(recordTaps, { record: RECORD, animation: TURNING_ANIMATION })
    void page.goto(url).catch(() => undefined)
    await firstPaint
    await sleep(atMs)
    if (input === 'touch') await page.touchscreen.tap(coin.x, coin.y)
    else {
      const at = { x: coin.x, y: coin.y, button: 'left' as const, clickCount: 1 }
      // Both sent at once, as touchscreen.tap does: no hold between the press and the release.
      await Promise.all([
        cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }),
        cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at }),
      ])
    }
    const settled = await waitForTurning(page, settledRecord)
    return {
      atMs,
      turningMs: settled.frame === undefined ? undefined : settled.frame - settled.down!,
      requestMs: settled.request === undefined ? undefined : settled.request - settled.down!,
      appLive: settled.appLive ?? false,
    }
  } finally {
    await context.close()
  }
}

/**
 * The page's record once the coin turns and the open request is out, as the page reports it; after 20 s (a cap
 * on a busy machine) whatever it has recorded by then.
 */
async function waitForTurning(page: Page, settled: Promise<TapRecord>): Promise<TapRecord> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const capped = new Promise<'capped'>((resolve) => (timer = setTimeout(() => resolve('capped'), 20_000)))
  const first = await Promise.race([settled, capped])
  clearTimeout(timer)
  if (first !== 'capped') return first
  return page.evaluate((name) => ({ ...(window as unknown as Record<string, TapRecord>)[name] }), RECORD)
}

/** The coin's centre on /redpacket/open at the bench's viewport. */
export async function findCoin(browser: Browser, url: string, userAgent: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent })
  try {
    const page = await context.newPage()
    await page.goto(url)
    const box = await page.locator('.rp-coin').boundingBox()
    if (!box) throw new Error(`${url}: no 开 coin on the page`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await context.close()
  }
}
