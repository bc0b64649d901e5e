/**
 * The animations `pnpm bench:frames` measures. Each new animated page (a draw's wheel, cards or claw) adds its
 * own: the act that starts it and the state that says it is over, read from the page, never a fixed wait.
 */
import { expect, type Page } from '@playwright/test'
import type { AnimationScenario } from './measureFrames.ts'

/** Waits until no animation with an end (a spinner's has none) is still running on the page. */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
}

export const ANIMATION_SCENARIOS: readonly AnimationScenario[] = [
  {
    name: '/redpacket/open: the coin turns, the packet opens',
    url: (origin, run) => {
      // A fresh packet of the openable scenario per run (packages/mock-backend), so no run sees another's state.
      const url = new URL('/redpacket/open', origin)
      url.searchParams.set('redpacketID', `rp_openable_frames${run}${Math.random().toString(36).slice(2, 8)}`)
      return url.href
    },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /开红包$/ })).toBeVisible()
      // prerenderedRoot.ts EARLY_TAPS_GLOBAL: gone once the app runs the page.
      await expect.poll(() => page.evaluate(() => '__h5EarlyTaps' in window)).toBe(false)
    },
    act: (page) => page.getByRole('button', { name: /开红包$/ }).click(),
    done: async (page) => {
      await expect(page.getByText('已存入红包余额')).toBeVisible({ timeout: 15_000 })
      await finiteAnimationsEnded(page)
    },
  },
]
