import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * Saves a screenshot for the design review at the config's phone size and attaches it to the report. First it
 * checks the page fits the screen's width: anything wider makes the whole page pan sideways on a real phone.
 */
export async function reviewShot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name}: wider than the screen by ${overflow}px`).toBeLessThanOrEqual(0)
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}
