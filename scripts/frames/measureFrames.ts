/**
 * Traces the frames of one animation in Chromium with the CPU slowed down 4x (a mid-range phone, as Lighthouse's
 * mobile preset slows it) and summarizes them (summarizeFrames.ts). The page is loaded and settled at full
 * speed first, so what is measured is the animation, not start-up.
 */
import type { Browser, Page } from '@playwright/test'
import { APP_USER_AGENTS } from '../../apps/web/src/dev/appUserAgents.ts'
import { installFakeNative } from '../../apps/web/e2e/fixtures.ts'
import { CPU_SLOWDOWN } from '../tap/measureCoinTap.ts'
import { summarizeFrames, type FrameSummary, type TraceEvent } from './summarizeFrames.ts'

/** An animation the bench measures: where, how it starts, and when it is over. */
export interface AnimationScenario {
  name: string
  /** The page's address, given the preview's origin and the run's number (for fresh server state). */
  url(origin: string, run: number): string
  /** Waits until the page is ready for the act (its content and the app are in). */
  ready(page: Page): Promise<void>
  /** Starts the animation (a tap). */
  act(page: Page): Promise<void>
  /** Resolves once the animation and what follows it are on screen. */
  done(page: Page): Promise<void>
}

/** The trace category of `PipelineReporter`, the compositor's per-frame report. */
const CATEGORIES = ['benchmark', 'cc']

export async function measureFrames(browser: Browser, origin: string, run: number, scenario: AnimationScenario): Promise<FrameSummary> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: APP_USER_AGENTS.ios })
  try {
    const page = await context.newPage()
    // The app's side of the web view: the e2e suite's fake native (apps/web/e2e/fixtures.ts), an iOS app.
    await installFakeNative(page, { platform: 'ios' })
    await page.goto(scenario.url(origin, run))
    await scenario.ready(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await browser.startTracing(page, { categories: CATEGORIES })
    await scenario.act(page)
    await scenario.done(page)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const summary = summarizeFrames(trace.traceEvents)
    // The per-frame report is Chromium's, not a web standard: a Chromium that no longer writes it must stop the
    // bench, not pass it with no frames.
    if (summary.frames === 0) throw new Error(`${scenario.name}: the trace has no PipelineReporter frames; has Chromium's trace format changed?`)
    return summary
  } finally {
    await context.close()
  }
}
