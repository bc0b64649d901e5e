/**
 * `pnpm bench:frames [--runs N] [--dist <dir>] [--baseline <dir>]`: the frames of each animation of scripts/frames/animationScenarios.ts,
 * traced in Debian's Chromium with the CPU slowed down 4x (a mid-range phone), N runs each (default 5): how many
 * frames the animation needed, how many were dropped while it ran, and the longest run of dropped frames in a
 * row, as medians and worst runs. The bar (scripts/budgets.ts FRAME_BARS): no run of 2 or more dropped frames
 * in a row during an animation, in the median run (the worst is printed: on a shared machine another process can
 * take the CPU for a few frames of any run); exits 1 when this build is over it. Builds apps/web (`vite build`)
 * unless `--dist` names a build to measure; `--baseline` names another build measured in the same run, the runs
 * alternating between the two so the machine's drift hits both: how a change is compared before and after.
 * A benchmark, not part of `pnpm test`: the machine's other work moves these figures, so compare the medians of
 * one run. The page runs as the iOS app's web view with the e2e suite's fake native. Serves on FRAMES_PORT
 * (default 4196); CHROMIUM_PATH picks the browser.
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { FRAME_BARS } from './budgets.ts'
import { ANIMATION_SCENARIOS } from './frames/animationScenarios.ts'
import { measureFrames } from './frames/measureFrames.ts'
import { CPU_SLOWDOWN } from './tap/measureCoinTap.ts'
import type { FrameSummary } from './frames/summarizeFrames.ts'
import { median } from './lighthouse/median.ts'
import { startPreview } from './lighthouse/previewServer.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}

const runs = Number(flag('--runs') ?? 5)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
const root = resolve('apps/web')
const dist = flag('--dist')
const outDir = dist ? resolve(dist) : 'dist'
if (!dist) {
  // NODE_ENV explicitly: this script runs under Vite's module runner, which sets it to development.
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' })
}

const port = Number(process.env.FRAMES_PORT ?? 4196)
const baseline = flag('--baseline')
const builds = [{ name: 'this build', outDir }, ...(baseline ? [{ name: 'baseline (--baseline)', outDir: resolve(baseline) }] : [])]
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
const results = new Map<string, FrameSummary[]>()
try {
  // Runs alternate between the builds, so the machine's drift hits both.
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      const server = await startPreview(root, build.outDir, port)
      try {
        for (const scenario of ANIMATION_SCENARIOS) {
          const summary = await measureFrames(browser, `http://127.0.0.1:${port}`, run, scenario)
          const key = `${scenario.name}, ${build.name}`
          results.set(key, [...(results.get(key) ?? []), summary])
        }
      } finally {
        await server.close()
      }
    }
  }
} finally {
  await browser.close()
}

let failed = false
console.log(`\nFrames at ${CPU_SLOWDOWN}x CPU slowdown, ${runs} runs each (median; worst run):`)
for (const [name, summaries] of results) {
  const longestRuns = summaries.map((summary) => summary.longestDroppedRun)
  const ok = median(longestRuns) <= FRAME_BARS.longestDroppedRun
  if (name.endsWith(', this build')) failed ||= !ok
  console.log(
    `- ${name}: ${median(summaries.map((s) => s.frames))} frames, ${median(summaries.map((s) => s.dropped))} dropped ` +
      `(worst ${Math.max(...summaries.map((s) => s.dropped))}); longest dropped run median ${median(longestRuns)} ` +
      `${ok ? 'ok' : `over the bar of ${FRAME_BARS.longestDroppedRun}`}, worst ${Math.max(...longestRuns)}`,
  )
}
process.exit(failed ? 1 : 0)
