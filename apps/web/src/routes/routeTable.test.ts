import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { buildRoutes } from '../router'
import { ADDED_PATHS, routeTable } from './routeTable'
import { ROUTE_TITLES, titleOf } from './routeTitles'
import routesTxt from './testdata/routes.txt?raw'
import samplesTxt from './testdata/routes-param-samples.txt?raw'

/** routes/testdata holds copies of the product's route lists, so the table is held to them inside the repo. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')
const specPaths = lines(routesTxt)
const samplePaths = lines(samplesTxt)

const isParameterised = (path: string) => path.includes(':')
const staticEntries = routeTable.filter((entry) => !isParameterised(entry.path))

describe('the route table', () => {
  it('has one line per path of routes.txt, in the same order, and the paths it adds after them', () => {
    expect(specPaths).toHaveLength(193)
    const paths = staticEntries.map((entry) => entry.path)
    expect(paths.filter((path) => !ADDED_PATHS.includes(path))).toEqual(specPaths)
    expect(paths.slice(specPaths.length)).toEqual(ADDED_PATHS)
  })

  it('adds only paths the product list lacks, each of a family the list has', () => {
    const families = new Set(specPaths.map((path) => path.split('/')[1]))
    for (const path of ADDED_PATHS) {
      expect(specPaths, path).not.toContain(path)
      expect(families.has(path.split('/')[1]), path).toBe(true)
    }
  })

  it('adds exactly the three parameterised routes of the product list', () => {
    expect(routeTable.filter((entry) => isParameterised(entry.path)).map((entry) => entry.path)).toEqual([
      '/rule/dynamic/:id?',
      '/links/:id',
      '/tuiguang/:kol?',
    ])
  })

  it('gives every route its family (first path segment) and a Chinese title, in routeTitles.ts or on its line', () => {
    for (const entry of routeTable) {
      expect(titleOf(entry), entry.path).toMatch(/[\u4e00-\u9fa5]/)
      expect(entry.family, entry.path).toBe(entry.path === '/' ? 'index' : entry.path.split('/')[1])
    }
  })

  it('names a title once for each route: on the line of a route with parameters, in routeTitles.ts for any other', () => {
    const paths = routeTable.map((entry) => entry.path)
    expect(Object.keys(ROUTE_TITLES).sort()).toEqual(paths.filter((path) => !path.includes(':')).sort())
    for (const entry of routeTable) expect(entry.title !== undefined, entry.path).toBe(entry.path.includes(':'))
  })

  it('gives every ready route a page module and no planned route one', () => {
    for (const { path, status, load } of routeTable) {
      expect(typeof load === 'function', path).toBe(status === 'ready')
    }
  })

  it('nests card, phone and result under /oauth/manual and result under /oauth/quick', () => {
    const childrenOf = (parent: string) => routeTable.filter((entry) => entry.parent === parent).map((e) => e.path)
    expect(childrenOf('/oauth/manual')).toEqual(['/oauth/manual/card', '/oauth/manual/phone', '/oauth/manual/result'])
    expect(childrenOf('/oauth/quick')).toEqual(['/oauth/quick/result'])
    for (const { path, parent } of routeTable) {
      if (parent) expect(path.startsWith(`${parent}/`), path).toBe(true)
    }
  })
})

describe('the routes built from it', () => {
  const routes = buildRoutes()
  /** The pattern the router renders for a path: the deepest matched route's full path. */
  function matchedPattern(pathname: string): string | undefined {
    const matches = matchRoutes(routes, pathname) ?? []
    return matches
      .map((match) => match.route.path)
      .filter((path): path is string => path !== undefined)
      .at(-1)
  }

  it.each([...specPaths, ...ADDED_PATHS])('routes %s to its own line', (path) => {
    expect(matchedPattern(path)).toBe(path)
  })

  it.each([
    ['/rule/dynamic', '/rule/dynamic/:id?'],
    ['/rule/dynamic/42', '/rule/dynamic/:id?'],
    ['/links/abc123', '/links/:id'],
    ['/tuiguang', '/tuiguang/:kol?'],
    ['/tuiguang/kol88', '/tuiguang/:kol?'],
  ])('routes the sample %s to %s', (path, pattern) => {
    expect(samplePaths).toContain(path)
    expect(matchedPattern(path)).toBe(pattern)
  })

  it('keeps /links/dx on its own page rather than /links/:id', () => {
    expect(matchedPattern('/links/dx')).toBe('/links/dx')
  })

  it('sends an unknown path to the 404 route', () => {
    expect(matchedPattern('/no/such/page')).toBe('*')
  })
})
