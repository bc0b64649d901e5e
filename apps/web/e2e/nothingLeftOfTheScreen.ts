import { expect, type Page } from '@playwright/test'

/**
 * Fails when a text starts left of the screen: a centred line wider than the screen sticks out of both edges,
 * and no scroll reaches the left one (reviewShot.ts checks the right one, through the page's scroll width).
 */
export async function expectNothingLeftOfTheScreen(page: Page, name: string): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
      .filter((element) => element.getBoundingClientRect().width > 1 && element.getBoundingClientRect().left < -0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(element.getBoundingClientRect().left)}px`),
  )
  expect(cut, `${name}: text left of the screen`).toEqual([])
}
