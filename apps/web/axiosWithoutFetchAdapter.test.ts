import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { axiosDir, axiosVersion, bundledModules, hooksOf } from './axiosUnderTest.ts'
import { axiosWithoutFetchAdapter, FETCH_ADAPTER_STUB, FETCH_ADAPTER_STUB_ID } from './axiosWithoutFetchAdapter.ts'

const adapterRegistry = join(axiosDir, 'lib', 'adapters', 'adapters.js')

/**
 * The axios versions the stub was checked against (adapters.js and fetch.js read by hand). An upgrade outside
 * them fails the first test below on purpose: re-read those two files, then widen this or drop the plugin.
 */
const VERIFIED_AXIOS = /^1\.21\.\d+$/
const UPGRADE_HINT =
  'apps/web/axiosWithoutFetchAdapter.ts relies on axios internals: re-read ' +
  'axios/lib/adapters/adapters.js and fetch.js, then update the stub (or remove the plugin from vite.config.ts)'

const plugin = axiosWithoutFetchAdapter()
const { resolveId, load } = hooksOf(plugin)

describe('axiosWithoutFetchAdapter', () => {
  it('is checked against the axios that is installed', () => {
    expect(
      axiosVersion,
      `axios ${axiosVersion} is installed; the fetch-adapter stub was checked against ${VERIFIED_AXIOS.source}. ${UPGRADE_HINT}, and update VERIFIED_AXIOS in this test.`,
    ).toMatch(VERIFIED_AXIOS)
  })

  it('stubs ./fetch.js when axios’s adapters.js imports it, on POSIX and Windows paths', () => {
    expect(resolveId('./fetch.js', adapterRegistry)).toBe(FETCH_ADAPTER_STUB_ID)
    expect(resolveId('./fetch.js', 'C:\\app\\node_modules\\axios\\lib\\adapters\\adapters.js')).toBe(FETCH_ADAPTER_STUB_ID)
  })

  it.each([
    ['another import of adapters.js', './xhr.js', adapterRegistry],
    ['./fetch.js from another axios file', './fetch.js', join(axiosDir, 'lib', 'adapters', 'xhr.js')],
    ['./fetch.js from the app', './fetch.js', '/repo/apps/web/src/adapters/adapters.js'],
    ['./fetch.js from a package whose name ends in axios', './fetch.js', '/r/node_modules/not-axios/lib/adapters/adapters.js'],
    ['an entry (no importer)', './fetch.js', undefined],
  ])('leaves %s alone', (_, source, importer) => {
    expect(resolveId(source, importer)).toBeNull()
  })

  it('loads the stub only for its own id; the stub says fetch is not available', async () => {
    expect(load(FETCH_ADAPTER_STUB_ID)).toBe(FETCH_ADAPTER_STUB)
    expect(load(adapterRegistry)).toBeNull()
    const stub = (await import(`data:text/javascript,${encodeURIComponent(FETCH_ADAPTER_STUB)}`)) as { getFetch: () => unknown; default: unknown }
    expect(stub.getFetch()).toBe(false)
    expect(stub.default).toBeUndefined()
  })

  it('runs in `vite build` only: dev, the unit tests and the prerender keep the real axios', () => {
    expect(plugin.apply).toBe('build')
  })

  it('matches what axios’s adapters.js reads of fetch.js: one namespace import, only getFetch', () => {
    const source = readFileSync(adapterRegistry, 'utf8')
    const [, namespace] = /import \* as (\w+) from '\.\/fetch\.js';/.exec(source) ?? []
    expect(namespace, `adapters.js no longer has \`import * as … from './fetch.js';\`. ${UPGRADE_HINT}.`).toBeDefined()
    const members = new Set([...source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map((match) => match[1]))
    expect([...members], `adapters.js reads other members of fetch.js than getFetch. ${UPGRADE_HINT}.`).toEqual(['getFetch'])
  })

  it('takes the fetch adapter out of a real build of axios’s adapters, and leaves XHR in', async () => {
    const stubbed = await bundledModules(adapterRegistry, [axiosWithoutFetchAdapter()])
    expect(stubbed, `the stub was not used in a real build. ${UPGRADE_HINT}.`).toContain(FETCH_ADAPTER_STUB_ID)
    expect(stubbed.some((id) => id.endsWith(join('adapters', 'fetch.js')))).toBe(false)
    expect(stubbed.some((id) => id.endsWith(join('adapters', 'xhr.js')))).toBe(true)
    // The control: without the plugin the same build carries the fetch adapter.
    expect((await bundledModules(adapterRegistry, [])).some((id) => id.endsWith(join('adapters', 'fetch.js')))).toBe(true)
  })
})
