/**
 * One Lighthouse run with its default configuration — the mobile preset (a mid-range phone's screen, 4x CPU
 * slowdown, simulated slow 4G), the performance category only — as the app's webview: the user agent carries
 * `pid/`, the in-app marker (docs/native-contract.md, "Environments"), as our users' webview does. As a plain
 * browser it would not measure /redpacket/open at all: the red-packet pages send a browser outside the app to
 * /redpacket/noSupport (docs/architecture.md), and Lighthouse would time that page's paint after the redirect.
 */
import lighthouse from 'lighthouse'
import { APP_USER_AGENTS } from '../../apps/web/src/dev/appUserAgents.ts'

export interface LighthouseMetrics {
  /** 0–100. */
  score: number
  /** First Contentful Paint, ms. */
  fcp: number
  /** Largest Contentful Paint, ms. */
  lcp: number
  /** Total Blocking Time, ms. */
  tbt: number
  /** Cumulative Layout Shift, unitless. */
  cls: number
  /** Bytes of JS transferred (gzip on the wire), as Lighthouse saw them. */
  jsBytes: number
}

export const METRIC_NAMES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes'] as const satisfies readonly (keyof LighthouseMetrics)[]

/** Runs Lighthouse against `url` in the Chrome listening on `port`. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseMetrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    emulatedUserAgent: APP_USER_AGENTS.android,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const value = (audit: string) => {
    const numeric = lhr.audits[audit]?.numericValue
    if (typeof numeric !== 'number') throw new Error(`${url}: no value for ${audit}`)
    return numeric
  }
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  }
}
