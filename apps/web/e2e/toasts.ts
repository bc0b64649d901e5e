import { expect, type Page } from '@playwright/test'

/** What the page showed in one toast, read the moment the toast was added to the page. */
export interface ShownToast {
  text: string
  large: boolean
  fontSize: string
}

const LOG = '__e2eToasts'

/**
 * Records every toast the page shows from now on, in every document it loads (a reload included). A toast stays
 * 1500 ms (state/overlays.ts, TOAST_DURATION_MS): on a busy machine a test that polls the page for it can look too
 * late, so toasts are asserted on this record instead — it follows what the app did, not how fast the test looked.
 *
 * @example
 * await recordToasts(page)
 * await page.goto('/teenager')
 * await expectToast(page, '青少年模式已开启')
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((log) => {
    const shown: ShownToast[] = []
    Object.defineProperty(window, log, { value: shown })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.classList.contains('toast')) continue
          shown.push({
            text: node.textContent ?? '',
            large: node.classList.contains('toast--large'),
            fontSize: getComputedStyle(node).fontSize,
          })
        }
      }
    }).observe(document, { childList: true, subtree: true })
  }, LOG)
}

/** The toasts the current document has shown so far, oldest first. */
function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate((log) => (window as unknown as Record<string, ShownToast[]>)[log] ?? [], LOG)
}

/** Waits until the current document has shown a toast reading `text`, and returns it. */
export async function expectToast(page: Page, text: string): Promise<ShownToast> {
  await expect.poll(async () => (await shownToasts(page)).map((toast) => toast.text)).toContain(text)
  return (await shownToasts(page)).find((toast) => toast.text === text)!
}
