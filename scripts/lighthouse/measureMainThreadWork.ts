/**
 * The main thread's work during start-up after the first contentful paint — from the paint to STARTUP_MS after
 * the navigation began (apps/web/src/platform/afterStartup.ts: work that can wait, the links' prefetch, waits
 * until then) — as CPU time, from a Chromium trace of one page load
 * (no CPU or network throttling, as Lighthouse's own observed load): each top-level task's thread time
 * (`tdur`), which a busy machine does not stretch, unlike the wall time Lighthouse's simulation starts from.
 * On a shared machine a task that is descheduled for 40 ms looks 40 ms longer to Lighthouse, times its 4x
 * slowdown; its thread time does not move.
 *
 * The figures are scaled by Lighthouse's 4x CPU slowdown, so they read as Lighthouse's:
 * - `blockingMs`: the sum over tasks that end after the first paint of (4 × CPU − 50 ms) where positive — TBT
 *   without the machine's load and without Lighthouse's simulated network;
 * - `longestMs`: 4 × the longest such task — how long a tap can wait at worst;
 * - `totalMs`: 4 × all of them — every task is a chance for a busy machine to stretch it.
 */
import type { Browser } from '@playwright/test'
import { STARTUP_MS } from '../../apps/web/src/platform/afterStartup.ts'

export interface MainThreadWork {
  blockingMs: number
  longestMs: number
  totalMs: number
}

/** Lighthouse's mobile preset. */
const CPU_SLOWDOWN = 4
/** A task blocks input for what it takes beyond this (Lighthouse's TBT). */
const BLOCKING_THRESHOLD_MS = 50

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

/**
 * The work of the main thread from the first paint to `startupMs` after the navigation began, in top-level
 * tasks: each task's CPU time (ms, unscaled). Exported for its test.
 */
export function tasksAfterFirstPaint(events: readonly TraceEvent[], startupMs = STARTUP_MS): number[] {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('the trace has no first contentful paint')
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === paint.pid && event.ts <= paint.ts)
  if (!navigation) throw new Error('the trace has no navigation start')
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid)
  if (!main) throw new Error('the trace has no main thread for the page')
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask')
    .filter((event) => event.ts + (event.dur ?? 0) > paint.ts && event.ts < navigation.ts + startupMs * 1000)
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000)
}

/**
 * The figures of {@link MainThreadWork} from task CPU times (ms, unscaled).
 *
 * @example
 * summarizeMainThreadWork([10, 20]) // { blockingMs: 30, longestMs: 80, totalMs: 120 }
 */
export function summarizeMainThreadWork(taskMs: readonly number[]): MainThreadWork {
  const scaled = taskMs.map((ms) => ms * CPU_SLOWDOWN)
  return {
    blockingMs: scaled.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_THRESHOLD_MS), 0),
    longestMs: Math.max(0, ...scaled),
    totalMs: scaled.reduce((sum, ms) => sum + ms, 0),
  }
}

/** Loads `url` once in a fresh context of `browser` and measures its main thread's work after the first paint. */
export async function measureMainThreadWork(browser: Browser, url: string, userAgent: string): Promise<MainThreadWork> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] })
    await page.goto(url, { waitUntil: 'load' })
    // A fixed span, not a state: start-up is what the page does in its first STARTUP_MS.
    await page.waitForTimeout(Math.max(0, STARTUP_MS - (await page.evaluate(() => performance.now()))))
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return summarizeMainThreadWork(tasksAfterFirstPaint(trace.traceEvents))
  } finally {
    await context.close()
  }
}
