/**
 * `pnpm size`'s table of every route's start-up JS (scripts/size/routeStartupJs.ts), heaviest first, against the
 * route budget, and its failures: a route over budget, a route whose HTML does not preload what it loads.
 */
import { basename } from 'node:path'
import { formatTable, kb } from './formatTable.ts'
import type { RouteStartupJs } from './routeStartupJs.ts'
import { verdict, type SizeReport } from './sizeReport.ts'

/** What to do when a route is over budget: printed once, under the failures. */
export const OVER_BUDGET_HELP = [
  'A route over the start-up JS budget loads more before the idle prefetch than the product allows (README "Performance",',
  '"When a route is over budget"). Bring it back under; the budget stays:',
  '  - what its first screen does not show (a later step, a dialog, a branch only a browser takes) can be a dynamic',
  '    import that loads when it is used (e2e/startupJs.spec.ts checks that the route loads nothing else at start-up);',
  '  - a shared chunk it loads may carry code it does not use: the lines above list its largest files;',
  '  - check what a new dependency, barrel import or helper brought along (the table of every chunk, above).',
].join('\n')

/** A chunk's name without its content hash: `assets/ManualPage-N1pId73y.js` -> `ManualPage`. */
export function chunkLabel(file: string): string {
  return basename(file, '.js').replace(/-[\w-]{8}$/, '')
}

/** The files of `route` beyond `startup` (what every route loads), largest first, as `label size` items. */
function ownFiles(route: RouteStartupJs, startup: ReadonlySet<string>, count: number): string {
  const own = route.files.filter(({ file }) => !startup.has(file)).sort((a, b) => b.gzip - a.gzip)
  const listed = own.slice(0, count).map(({ file, gzip }) => `${chunkLabel(file)} ${kb(gzip)}`)
  return own.length > count ? `${listed.join(', ')} and ${own.length - count} more` : listed.join(', ')
}

/**
 * The report for `routes` (heaviest first) against `budget`; `startup` is what every route loads (the entry,
 * the app and what they import), which the breakdowns leave out.
 */
export function routeReport(
  routes: readonly RouteStartupJs[],
  startup: readonly { file: string; gzip: number }[],
  budget: number,
): SizeReport {
  const failures: string[] = []
  const startupFiles = new Set(startup.map(({ file }) => file))
  const startupGzip = startup.reduce((sum, { gzip }) => sum + gzip, 0)
  // Routes of one page (/oauth/manual and its old links) load the same files: one line for all of them.
  const samePage = groupBy(routes, (route) => route.files.map(({ file }) => file).join(' '))
  for (const [first, ...others] of samePage) {
    if (verdict(first.gzip, budget) === 'ok') continue
    const named = others.slice(0, 4).map((route) => route.path)
    const more = others.length > named.length ? ` and ${others.length - named.length} more routes` : ''
    const also = others.length > 0 ? ` (and ${named.join(', ')}${more}: the same files)` : ''
    failures.push(
      `${first.path}${also}: ${kb(first.gzip)} of start-up JS, ${kb(first.gzip - budget)} over the ${kb(budget)} budget. ` +
        `Beside start-up (${kb(startupGzip)}, every route) it loads ${ownFiles(first, startupFiles, 8)}`,
    )
  }
  for (const route of routes) {
    if (route.notPreloaded.length > 0) {
      failures.push(`${route.servedBy} does not preload ${route.notPreloaded.join(', ')}, which ${route.path} loads at start-up (apps/web/prerender)`)
    }
    if (route.preloadedForNothing.length > 0) {
      failures.push(`${route.servedBy} preloads ${route.preloadedForNothing.join(', ')}, which ${route.path} does not load (apps/web/prerender)`)
    }
    if (route.loadedForNothing.length > 0) {
      failures.push(
        `${route.path} loads ${route.loadedForNothing.join(', ')} at start-up, which hold none of the code it runs: a chunk it needs ` +
          'imports them. A group of apps/web/chunkGroups.ts put a module it uses with one that needs them; take that module out of the group',
      )
    }
  }

  const ready = routes.filter((route) => route.ready)
  const planned = routes.filter((route) => !route.ready)
  const row = (route: RouteStartupJs) => [
    route.path,
    route.servedBy,
    route.prerendered ? 'yes' : 'no',
    String(route.files.length),
    kb(route.gzip),
    kb(budget),
    verdict(route.gzip, budget),
  ]
  const rows = ready.map(row)
  const heaviestPlanned = planned[0]
  if (heaviestPlanned) {
    rows.push([`${planned.length} planned routes`, '<path>/index.html', 'yes', String(heaviestPlanned.files.length), kb(heaviestPlanned.gzip), kb(budget), verdict(heaviestPlanned.gzip, budget)])
  }
  const table = formatTable(['route', 'HTML', 'prerendered', 'JS files', 'JS gzip', 'budget', ''], rows)
  const heaviest = samePage.filter(([route]) => route.ready).slice(0, 3)
  const notes = [
    '  JS gzip: all the route loads before the idle prefetch, what its HTML preloads and its page imports statically.',
    '  A planned route shows the planned placeholder, start-up JS only: the heaviest planned route is shown.',
    `  start-up, every route: ${startup.map(({ file, gzip }) => `${chunkLabel(file)} ${kb(gzip)}`).join(', ')} = ${kb(startupGzip)}`,
    ...heaviest.map(([route]) => `  ${route.path} beside start-up: ${ownFiles(route, startupFiles, 12)}`),
  ]
  const title = `Start-up JS of every route (gzip), heaviest first: ${ready.length} ready, ${planned.length} planned`
  const anyOver = routes.some((route) => verdict(route.gzip, budget) !== 'ok')
  return { text: `${title}\n${table}\n${notes.join('\n')}`, failures, help: anyOver ? OVER_BUDGET_HELP : undefined }
}

/** `items` in groups of equal `key`, in the order of each group's first item. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return [...groups.values()]
}
