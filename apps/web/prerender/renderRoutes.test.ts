import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from './renderRoutes.ts'
import { PLAIN_VISIT, PROBE_VISIT } from './visits.ts'

const appRoot = fileURLToPath(new URL('..', import.meta.url))

describe('renderRoutes', () => {
  // A render that throws is skipped with a warning on every build; it hid a page that touched the document
  // while rendering (/redpacket/noSupport started the iOS bridge bootstrap by reading `inApp`, issue 13).
  it.each([
    ['plain', PLAIN_VISIT],
    ['probe', PROBE_VISIT],
  ])('renders every static route without throwing in the %s visit', async (_name, visit) => {
    const renders = await renderRoutes(appRoot, visit)
    expect(renders.length).toBeGreaterThan(150)
    expect(renders.filter((render) => render.error).map((render) => `${render.path}: ${render.error}`)).toEqual([])
  }, 120_000)
})
