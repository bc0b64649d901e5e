import type { Page } from '@playwright/test'
import { nativeCalls } from './fixtures'

/**
 * Shared bits of the teen-mode specs. The e2e browser runs on Asia/Shanghai time (playwright.config.ts), and
 * the fake native's clock is seeded, so no test depends on when it runs (a real 22:00 would be curfew).
 */
export const NOON = '2024-06-01T04:00:00.000Z' // 12:00 in Beijing
export const at = (hhmm: string) => new Date(`2024-06-01T${hhmm}:00+08:00`).toISOString()

/** Types a PIN key by key into the PIN box named `label`, as a thumb on the number pad would. */
export async function typePin(page: Page, label: string, pin: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).pressSequentially(pin)
}

/** The name of every op native received, in order. */
export async function nativeOps(page: Page): Promise<string[]> {
  return (await nativeCalls(page)).map((call) => call.op)
}

/** The payloads of every teenagerSwitch native received, in order. */
export async function switchCalls(page: Page): Promise<unknown[]> {
  return (await nativeCalls(page)).filter((call) => call.op === 'teenagerSwitch').map((call) => call.data)
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
