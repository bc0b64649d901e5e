/**
 * `pnpm bench:lighthouse [--runs N] [--only lighthouse|taps] [--tap-input mouse|touch] [--baseline <dist>]`
 * (`lighthouse`: Lighthouse and the main-thread work; `taps`: the coin only; `--tap-input`: how the tap is
 * injected, `mouse` unless told, see TapInput in scripts/tap/measureCoinTap.ts; `--baseline`: below):
 * Lighthouse (mobile preset: a mid-range phone,
 * 4x CPU slowdown, simulated slow 4G; the app's in-app user agent) with Debian's Chromium against the preview
 * build (`vite preview`, mock backend over HTTP) for every measured route, N runs each (default 5), median per
 * metric. The same run measures a baseline — the same app built with every page eager, one bundle
 * (`H5_EAGER=1`, apps/web/vite.config.ts) — and prints the code-split figures as ratios of it. Runs alternate
 * between the two builds so drift on a shared machine hits both. `--baseline <dist>` measures another version
 * instead of the eager bundle: the build in `<dist>` (another checkout's apps/web/dist, built with `vite build`),
 * served by this checkout's preview server, so a change is measured before and after in one run.
 *
 * Each run also measures, per route and build, the main thread's work after the first paint as CPU time
 * (scripts/lighthouse/measureMainThreadWork.ts): the same kind of figure as TBT, but not stretched by whatever
 * else the machine runs, which on a shared machine moves Lighthouse's TBT more than any change of ours. And it
 * taps the 开 coin of /redpacket/open at moments from the first paint on, in fresh page loads with the CPU
 * slowed down 4x, and times the tap to the first frame of the turning coin and to the open request
 * (scripts/tap/measureCoinTap.ts).
 *
 * Checks the bars of scripts/budgets.ts on the code-split build (score, LCP, TBT against the baseline, the
 * coin's answer) and prints its TBT and main-thread work against the recorded figures; exits 1 when a bar
 * fails. A benchmark: not
 * part of `pnpm test`. Serves on LIGHTHOUSE_PORT (default 4195); CHROMIUM_PATH picks the browser.
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import { APP_USER_AGENTS } from '../apps/web/src/dev/appUserAgents.ts'
import { MEASURED_ROUTES } from './budgets.ts'
import { benchUrl } from './lighthouse/benchUrl.ts'
import { checkBars } from './lighthouse/checkBars.ts'
import { formatLighthouseTable, type VariantResult } from './lighthouse/formatLighthouseTable.ts'
import { formatMainThreadTable, medianWork, type MainThreadResult } from './lighthouse/formatMainThreadTable.ts'
import { measureMainThreadWork, type MainThreadWork } from './lighthouse/measureMainThreadWork.ts'
import { medianMetrics } from './lighthouse/medianMetrics.ts'
import { startPreview } from './lighthouse/previewServer.ts'
import { runLighthouse, type LighthouseMetrics } from './lighthouse/runLighthouse.ts'
import { formatTapTable } from './tap/formatTapTable.ts'
import { findCoin, measureCoinTap, type CoinTap, type TapInput } from './tap/measureCoinTap.ts'
import { summarizeTaps } from './tap/summarizeTaps.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The build to measure against: the eager bundle, or another version's build (`--baseline`). */
const baselineDir = flag('--baseline')
const VARIANTS = [
  { name: 'code-split', outDir: 'dist', env: {}, build: true },
  baselineDir
    ? { name: 'baseline (--baseline)', outDir: resolve(baselineDir), env: {}, build: false }
    : { name: 'eager (baseline)', outDir: 'dist-eager', env: { H5_EAGER: '1' }, build: true },
] as const

/** When the coin is tapped, in ms after the first contentful paint: through start-up until well after it. */
const TAP_MOMENTS = Array.from({ length: 16 }, (_, index) => index * 100)

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}

const runs = Number(flag('--runs') ?? 5)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
const only = flag('--only')
if (only !== undefined && only !== 'lighthouse' && only !== 'taps') throw new Error('--only takes lighthouse or taps')
const measureLighthouse = only !== 'taps'
const measureTaps = only !== 'lighthouse'
const tapInputFlag = flag('--tap-input') ?? 'mouse'
if (tapInputFlag !== 'mouse' && tapInputFlag !== 'touch') throw new Error('--tap-input takes mouse or touch')
const tapInput: TapInput = tapInputFlag
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4195)
const root = resolve('apps/web')
const userAgent = APP_USER_AGENTS.android

for (const variant of VARIANTS.filter(({ build }) => build)) {
  // NODE_ENV explicitly: this script runs under Vite's module runner, which sets it to development.
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...variant.env },
    stdio: 'inherit',
  })
}

const samples = new Map<string, LighthouseMetrics[]>()
const work = new Map<string, MainThreadWork[]>()
const taps = new Map<string, CoinTap[]>()
const chrome = measureLighthouse ? await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS }) : undefined
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS })
try {
  let coin: { x: number; y: number } | undefined
  for (let run = 1; run <= runs; run++) {
    for (const variant of VARIANTS) {
      const server = await startPreview(root, variant.outDir, port)
      const origin = `http://127.0.0.1:${port}`
      try {
        for (const route of chrome ? MEASURED_ROUTES : []) {
          const metrics = await runLighthouse(benchUrl(origin, route, run), chrome!.port)
          const key = `${route}\u0000${variant.name}`
          samples.set(key, [...(samples.get(key) ?? []), metrics])
          const mainThread = await measureMainThreadWork(browser, benchUrl(origin, route, run), userAgent)
          work.set(key, [...(work.get(key) ?? []), mainThread])
          console.error(
            `run ${run}/${runs} ${variant.name} ${route}: score ${metrics.score}, LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms; main thread ${Math.round(mainThread.blockingMs)} ms blocking, ${Math.round(mainThread.totalMs)} ms in all`,
          )
        }
        if (measureTaps) {
          coin ??= await findCoin(browser, benchUrl(origin, '/redpacket/open', 0), userAgent)
          for (const atMs of TAP_MOMENTS) {
            const url = benchUrl(origin, '/redpacket/open', run * 1000 + atMs)
            const tap = await measureCoinTap({ browser, url, atMs, coin, userAgent, input: tapInput })
            taps.set(variant.name, [...(taps.get(variant.name) ?? []), tap])
          }
          const worst = summarizeTaps(taps.get(variant.name)!.filter((_, index) => index >= (run - 1) * TAP_MOMENTS.length))
          console.error(`run ${run}/${runs} ${variant.name} 开 taps: worst ${Math.round(worst.worstTurningMs)} ms to turning`)
        }
      } finally {
        await server.close()
      }
    }
  }
} finally {
  chrome?.kill()
  await browser.close()
}

const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()
const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
const date = new Date().toISOString().slice(0, 10)
const [split, baseline] = [VARIANTS[0].name, VARIANTS[1].name]

const results: VariantResult[] = [...samples].map(([key, runsOf]) => {
  const [route, variant] = key.split('\u0000') as [string, string]
  return { route, variant, runs: runsOf }
})
if (measureLighthouse) {
  console.log(`\nLighthouse ${version}, mobile preset, ${chromiumVersion}, median of ${runs} run(s), ${date}\n`)
  console.log(formatLighthouseTable(results, split, baseline))
  const workResults: MainThreadResult[] = [...work].map(([key, runsOf]) => {
    const [route, variant] = key.split('\u0000') as [string, string]
    return { route, variant, runs: runsOf }
  })
  console.log(`\nMain thread after the first paint: CPU time of its tasks x4 (Lighthouse's slowdown), median of ${runs} run(s)\n`)
  console.log(formatMainThreadTable(workResults, split, baseline))
}
if (measureTaps) {
  console.log(`\n开 on /redpacket/open: tap (${tapInput}) to the first frame of the turning coin and to the open request, 4x CPU slowdown, median of ${runs} run(s) per moment\n`)
  console.log(formatTapTable(VARIANTS.map(({ name }) => ({ variant: name, taps: taps.get(name) ?? [] }))))
}

const routes = MEASURED_ROUTES.flatMap((route) => {
  const of = (variant: string) => results.find((result) => result.route === route && result.variant === variant)
  const [a, b] = [of(split), of(baseline)]
  const splitWork = work.get(`${route}\u0000${split}`)
  return a && b ? [{ route, split: medianMetrics(a.runs), baseline: medianMetrics(b.runs), splitWork: splitWork && medianWork(splitWork) }] : []
})
const worstTap = measureTaps ? summarizeTaps(taps.get(split) ?? []).worstTurningMs : undefined
const { failures, tbtLines } = checkBars(routes, worstTap)
if (tbtLines.length > 0) console.log(`\nThe code-split build against the recorded figures:\n${tbtLines.map((line) => `  ${line}`).join('\n')}`)
if (failures.length > 0) {
  console.error(`\nBars not met (scripts/budgets.ts):\n${failures.map((line) => `  ${line}`).join('\n')}`)
  process.exitCode = 1
} else {
  console.log('\nThe bars of scripts/budgets.ts hold on every measured route.')
}
