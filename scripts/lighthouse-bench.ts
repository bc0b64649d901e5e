/**
 * `pnpm bench:lighthouse [--runs N]`: Lighthouse (mobile preset: a mid-range phone, 4x CPU slowdown, simulated
 * slow 4G; the app's in-app user agent) with Debian's Chromium against the preview build (`vite preview`, mock backend over HTTP) for every
 * measured route, N runs each (default 5), median per metric. The same run measures a baseline — the same app
 * built with every page eager, one bundle (`H5_EAGER=1`, apps/web/vite.config.ts) — and prints the code-split
 * figures as ratios of it. Runs alternate between the two builds so drift on a shared machine hits both.
 * Checks the DESIGN §8 bars (score >= 95, LCP <= 1.5 s) on the code-split build; exits 1 when one fails.
 * A benchmark: not part of `pnpm test`. Serves on LIGHTHOUSE_PORT (default 4195); CHROMIUM_PATH picks the browser.
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import { LIGHTHOUSE_BARS, MEASURED_ROUTES } from './budgets.ts'
import { benchUrl } from './lighthouse/benchUrl.ts'
import { formatLighthouseTable, type VariantResult } from './lighthouse/formatLighthouseTable.ts'
import { medianMetrics } from './lighthouse/medianMetrics.ts'
import { startPreview } from './lighthouse/previewServer.ts'
import { runLighthouse, type LighthouseMetrics } from './lighthouse/runLighthouse.ts'

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const VARIANTS = [
  { name: 'code-split', outDir: 'dist', env: {} },
  { name: 'eager (baseline)', outDir: 'dist-eager', env: { H5_EAGER: '1' } },
] as const

const runsFlag = process.argv.indexOf('--runs')
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1])
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4195)
const root = resolve('apps/web')

for (const variant of VARIANTS) {
  // NODE_ENV explicitly: this script runs under Vite's module runner, which sets it to development.
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...variant.env },
    stdio: 'inherit',
  })
}

const samples = new Map<string, LighthouseMetrics[]>()
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
try {
  for (let run = 1; run <= runs; run++) {
    for (const variant of VARIANTS) {
      const server = await startPreview(root, variant.outDir, port)
      try {
        for (const route of MEASURED_ROUTES) {
          const metrics = await runLighthouse(benchUrl(`http://127.0.0.1:${port}`, route, run), chrome.port)
          const key = `${route}\u0000${variant.name}`
          samples.set(key, [...(samples.get(key) ?? []), metrics])
          console.error(`run ${run}/${runs} ${variant.name} ${route}: score ${metrics.score}, LCP ${Math.round(metrics.lcp)} ms`)
        }
      } finally {
        await server.close()
      }
    }
  }
} finally {
  chrome.kill()
}

const results: VariantResult[] = [...samples].map(([key, runsOf]) => {
  const [route, variant] = key.split('\u0000') as [string, string]
  return { route, variant, runs: runsOf }
})
const chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim()
const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
console.log(`\nLighthouse ${version}, mobile preset, ${chromium}, median of ${runs} run(s), ${new Date().toISOString().slice(0, 10)}\n`)
console.log(formatLighthouseTable(results, VARIANTS[0].name, VARIANTS[1].name))

const failed = results
  .filter((result) => result.variant === VARIANTS[0].name)
  .flatMap(({ route, runs: runsOf }) => {
    const { score, lcp } = medianMetrics(runsOf)
    return [
      ...(score < LIGHTHOUSE_BARS.score ? [`${route}: score ${score} < ${LIGHTHOUSE_BARS.score}`] : []),
      ...(lcp > LIGHTHOUSE_BARS.lcp ? [`${route}: LCP ${Math.round(lcp)} ms > ${LIGHTHOUSE_BARS.lcp} ms`] : []),
    ]
  })
if (failed.length > 0) {
  console.error(`\nDESIGN §8 Lighthouse bars not met:\n${failed.map((line) => `  ${line}`).join('\n')}`)
  process.exitCode = 1
} else {
  console.log(`\nDESIGN §8 Lighthouse bars hold: score >= ${LIGHTHOUSE_BARS.score}, LCP <= ${LIGHTHOUSE_BARS.lcp} ms on every route.`)
}
