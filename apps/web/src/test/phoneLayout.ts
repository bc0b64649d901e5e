import { chromium, type Browser, type Page } from '@playwright/test'

/** The narrowest phone the app supports (docs/ui-kit.md, "Look and feel"; unhandledLongText.ts reads the same). */
export const PHONE_WIDTH_PX = 320

/** Debian's Chromium, as the e2e suite uses it (apps/web/e2e/playwright.config.ts); no browser is downloaded. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * A cap on starting Chromium and opening its page, for the hook that does it; not a wait. An idle machine
 * takes 1–2 s, CI's 2 shared cores with another test worker on them 4–7 s, and more when busier still: past
 * the 20 s hook cap of vitest.workspace.ts.
 */
export const BROWSER_START_CAP_MS = 90_000

/** A state to lay out: the document's head (its style sheets) and the shown part, as HTML. */
export interface LaidOutState {
  head: string
  body: string
}

/** How far a state is wider than the phone: its width and its deepest elements past the right edge. */
export interface Overflow {
  width: number
  culprits: string[]
}

/**
 * One Chromium page, 320 px wide, that lays out state after state as a page of its own would: standards mode,
 * `lang="zh-CN"`, the state's head and its body, nothing of the previous state left. The head (the app's style
 * sheets) is put in again only when it differs from the last state's, as it rarely does within a test file:
 * parsing the app's CSS costs more than the layout. Nothing is fetched: pictures keep their declared size, and
 * no test reaches the network.
 *
 * A page per state cost 1–5 s on busy cores (a renderer process each), minutes for a file of 60 answers.
 *
 * @example
 * const layout = await PhoneLayout.open()
 * await layout.measure({ head: document.head.innerHTML, body: container.outerHTML }) // null: it fits
 * await layout.close()
 */
export class PhoneLayout {
  private headShown: string | undefined

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<PhoneLayout> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage({ viewport: { width: PHONE_WIDTH_PX, height: 640 } })
      await page.route('**/*', (route) => route.abort())
      await page.setContent('<!doctype html><html lang="zh-CN"><head></head><body></body></html>')
      return new PhoneLayout(browser, page)
    } catch (error) {
      await browser.close()
      throw error
    }
  }

  /** The state's width at 320 px and its widest elements, or null when it fits. */
  async measure(state: LaidOutState): Promise<Overflow | null> {
    const head = state.head === this.headShown ? null : state.head
    // Unknown until the page has it: a call that fails part-way must not leave a head taken for shown.
    this.headShown = undefined
    const overflow = await this.page.evaluate(
      ({ head, body, limit }) => {
        if (head !== null) document.head.innerHTML = head
        document.body.innerHTML = body
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
      },
      { head, body: state.body, limit: PHONE_WIDTH_PX },
    )
    this.headShown = state.head
    return overflow
  }

  async close(): Promise<void> {
    await this.browser.close()
  }
}
