import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { buildRoutes } from '../router'
import { routeTable } from '../routes/routeTable'
import { routesForPath } from './routesForPath'

/** The leaf route React Router matches, and the params: what the app renders for the address. */
function match(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname)
  return matches && { leaf: matches.at(-1)!.route, params: matches.at(-1)!.params, depth: matches.length }
}

/** Every form of each path the router sees: as written, other case, trailing slash, encoded, and near misses. */
function addressesOf(paths: readonly string[]): string[] {
  return paths.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}/extra`,
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    `${path}x`,
    `/x${path}`,
  ])
}

const ODD_ADDRESSES = ['/', '', '//', '//redpacket/open', '/%E0%A4%A', '/%E7%BA%A2%E5%8C%85', '/no/such/page', '/redpacket', '/REDPACKET/OPEN/']

/**
 * The table's paths by their first segment, `[family, paths]` for `it.each`. Matching the whole table, which
 * each address is compared with, costs 5–20 ms an address (React Router flattens and ranks every route each
 * time): the ~1,400 addresses in one test took 40 s on busy cores, one family's at most ~160 take a few.
 */
function pathsByFamily(): [string, string[]][] {
  const families = new Map<string, string[]>()
  for (const { path } of routeTable) {
    const family = path.split('/')[1] ?? ''
    families.set(family, [...(families.get(family) ?? []), path])
  }
  return [...families]
}

describe('routesForPath', () => {
  const routes = buildRoutes(routeTable)

  const expectSameMatches = (addresses: readonly string[]) => {
    for (const address of addresses) {
      expect(match(routesForPath(routes, address), address), address).toEqual(match(routes, address))
    }
  }

  it.each(pathsByFamily())('matches what the whole route table matches, for every route of /%s and near misses', (_family, paths) => {
    expectSameMatches(addressesOf(paths))
  })

  it('matches what the whole route table matches, for odd addresses', () => {
    expectSameMatches(ODD_ADDRESSES)
  })

  it('keeps params, splats, optional and case-sensitive routes for every address', () => {
    const odd: RouteObject[] = [
      {
        children: [
          { path: '/:family/detail', id: 'param' },
          { path: '/files/*', id: 'splat' },
          { path: '/lang?/about', id: 'optional' },
          { path: '/Exact', caseSensitive: true, id: 'case' },
          { path: '/plain', id: 'plain' },
          { path: '*', id: 'not-found' },
        ],
      },
    ]
    for (const address of ['/any/detail', '/files/a/b', '/about', '/lang/about', '/Exact', '/exact', '/plain', '/PLAIN', '/other']) {
      expect(match(routesForPath(odd, address), address), address).toEqual(match(odd, address))
    }
  })

  it('gives React Router only the address family, and the same array each time', () => {
    const forOpen = routesForPath(routes, '/redpacket/open')
    const count = (list: RouteObject[]): number => list.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0)
    expect(count(forOpen)).toBeLessThan(count(routes) / 10)
    expect(routesForPath(routes, '/redpacket/send')).toBe(forOpen)
  })
})
