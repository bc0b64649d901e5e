import type { RouteEntry } from './routeTypes'

/**
 * Whether the route table declares that the build prerenders `entry`'s first paint (the `prerender` field of
 * routeTable.ts). Unset, a planned route does: every planned page is the same placeholder, the same for every
 * visit, so 190 lines need no flag. A ready page does only when its line says `prerender: true`: whether its
 * first render is the same for every visit is its author's decision, which the build then verifies
 * (apps/web/prerender/prerenderPlugin.ts). A parameterised path has no single address to prerender, so it
 * never does unless it says so, which fails the build.
 *
 * @example
 * declaresPrerender({ path: '/weekstar', title: '周星榜', family: 'weekstar', status: 'planned' }) // true
 */
export function declaresPrerender(entry: RouteEntry): boolean {
  return entry.prerender ?? (entry.status === 'planned' && !entry.path.includes(':'))
}
