import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { prerenderFailure } from './prerenderPlugin.ts'
import { renderRoutes, type RouteRender } from './renderRoutes.ts'
import { PLAIN_VISIT, PROBE_VISIT } from './visits.ts'

const appRoot = fileURLToPath(new URL('..', import.meta.url))

describe('renderRoutes', () => {
  let plain: RouteRender[]
  let probe: Map<string, RouteRender>
  beforeAll(async () => {
    plain = await renderRoutes(appRoot, PLAIN_VISIT)
    probe = new Map((await renderRoutes(appRoot, PROBE_VISIT)).map((render) => [render.path, render]))
  }, 240_000)

  // The build fails on a declared route that cannot be prerendered (prerenderPlugin.ts); this finds it in the
  // unit tests, before a build. A render that throws counts: it hid a page that touched the document while
  // rendering (/redpacket/noSupport started the iOS bridge bootstrap by reading `inApp`).
  it('renders every route the table declares prerendered, the same in both visits', () => {
    // Every route the table declares is rendered (a floor on the count went stale as ready pages with form
    // fields, which are not prerendered, replaced planned ones).
    const declared = plain.filter((render) => render.prerender)
    expect(declared.length).toBeGreaterThan(0)
    expect(declared.filter((render) => render.firstPaint === undefined).map((render) => render.path)).toEqual([])
    expect(plain.map((render) => prerenderFailure(render, probe.get(render.path))).filter((failure) => failure !== null)).toEqual([])
  })

  it('does not render a route that is not declared, but still finds its page module', () => {
    const send = plain.find((render) => render.path === '/redpacket/send')!
    expect(send.prerender).toBe(false)
    expect(send.firstPaint).toBeUndefined()
    expect(send.pageFile).toMatch(/RedPacketSendPage\.tsx$/)
  })
})
