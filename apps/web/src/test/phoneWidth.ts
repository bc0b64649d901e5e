import { chromium, type Browser } from '@playwright/test'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** The narrowest phone the app supports (docs/ui-kit.md, "Look and feel"; unhandledLongText.ts reads the same). */
export const PHONE_WIDTH_PX = 320

/** Debian's Chromium, as the e2e suite uses it (apps/web/e2e/playwright.config.ts); no browser is downloaded. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

let browser: Promise<Browser> | null = null
let hooked = false
const shown: { html: string; what: string }[] = []

/**
 * Keeps what `root`'s document shows now, with its style sheets, for the width check after the test
 * ({@link checkPhoneWidthAfterEach}). jsdom has no layout, so the page is laid out where layout is real: the same
 * HTML and CSS in Chromium at 320 px.
 */
export function keepForPhoneWidth(root: Element, what = 'the page'): void {
  if (!hooked) throw new Error('keepForPhoneWidth: call checkPhoneWidthAfterEach() at the top of the test file')
  const { head } = root.ownerDocument
  shown.push({ html: `<!doctype html><html lang="zh-CN"><head>${head.innerHTML}</head><body>${root.outerHTML}</body></html>`, what })
}

/**
 * After each test, lays out every state it kept (keepForPhoneWidth, expectShownWell) in Chromium at 320 px and
 * fails the test when the page is wider than the screen, naming the elements that stick out: a page must fit
 * the narrowest phone whatever the server answered (a long name, a huge amount). Call once at the top of a test
 * file; it closes the browser after the file.
 */
export function checkPhoneWidthAfterEach(): void {
  hooked = true
  // Armed again for each scope that calls it: a file with several describe blocks, each with its own
  // setup, would otherwise find it disarmed by the previous block's afterAll.
  beforeAll(() => {
    hooked = true
  })
  afterEach(async () => {
    const failures: string[] = []
    for (const state of shown.splice(0)) {
      const overflow = await measure(state.html)
      if (overflow) failures.push(`${state.what} is ${overflow.width} px wide at ${PHONE_WIDTH_PX} px:\n${overflow.culprits.join('\n')}`)
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'))
  })
  afterAll(async () => {
    hooked = false
    const open = browser
    browser = null
    if (open) await (await open).close()
  })
}

/** The page's width in Chromium at 320 px and its widest elements, or null when it fits. */
async function measure(html: string): Promise<{ width: number; culprits: string[] } | null> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const page = await (await browser).newPage({ viewport: { width: PHONE_WIDTH_PX, height: 640 } })
  try {
    // Nothing is fetched: pictures keep their declared size, and no test reaches the network.
    await page.route('**/*', (route) => route.abort())
    await page.setContent(html, { waitUntil: 'domcontentloaded' })
    return await page.evaluate((limit) => {
      const width = document.documentElement.scrollWidth
      if (width <= limit) return null
      // The deepest elements past the right edge: the ones whose own content sticks out.
      const past = Array.from(document.body.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      const deepest = past.filter((element) => !past.some((other) => other !== element && element.contains(other)))
      const culprits = deepest.slice(0, 6).map((element) => {
        const { right } = element.getBoundingClientRect()
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ends at ${Math.round(right)} px: ${(element.textContent ?? '').slice(0, 40)}`
      })
      return { width, culprits }
    }, PHONE_WIDTH_PX)
  } finally {
    await page.close()
  }
}
