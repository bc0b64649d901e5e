import { describe, expect, it, vi } from 'vitest'
import { runPreloadedLibraries } from './runPreloadedLibraries'

describe('runPreloadedLibraries', () => {
  const head = (...hrefs: string[]) => {
    document.head.innerHTML = hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join('')
  }

  it('runs each preloaded library chunk in order, giving the main thread back after each, and nothing else', async () => {
    head('/assets/start-A.js', '/assets/vendor-axios-B.js', '/assets/RedPacketOpenPage-C.js', '/assets/vendor-dayjs-D.js', '/assets/appApi-E.js')
    const steps: string[] = []
    await runPreloadedLibraries(
      document,
      async (href) => void steps.push(`load ${new URL(href).pathname}`),
      async () => void steps.push('yield'),
    )
    expect(steps).toEqual(['load /assets/vendor-axios-B.js', 'yield', 'load /assets/vendor-dayjs-D.js', 'yield'])
  })

  it('stops quietly at a library that fails to load: the page’s own import reports it', async () => {
    head('/assets/vendor-axios-B.js', '/assets/vendor-dayjs-D.js')
    const loaded: string[] = []
    const run = runPreloadedLibraries(
      document,
      async (href) => {
        loaded.push(new URL(href).pathname)
        throw new TypeError('Failed to fetch dynamically imported module')
      },
      async () => undefined,
    )
    await expect(run).resolves.toBeUndefined()
    expect(loaded).toEqual(['/assets/vendor-axios-B.js'])
  })

  it('does nothing without preloads (the dev server, a route with no library)', async () => {
    document.head.innerHTML = ''
    const load = vi.fn(async () => undefined)
    await runPreloadedLibraries(document, load, async () => undefined)
    expect(load).not.toHaveBeenCalled()
  })
})
