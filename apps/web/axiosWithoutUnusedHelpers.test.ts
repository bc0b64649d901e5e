import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { axiosDir, axiosVersion, bundledModules, hooksOf, sourceFiles } from './axiosUnderTest.ts'
import { axiosLibPathOf, axiosWithoutUnusedHelpers, HELPER_STUBS } from './axiosWithoutUnusedHelpers.ts'

const lib = join(axiosDir, 'lib')

/**
 * The axios versions the stubs were checked against (the helpers and every axios module importing them, read by
 * hand). An upgrade outside them fails the first test below on purpose: re-read those, then widen this or drop
 * the plugin.
 */
const VERIFIED_AXIOS = /^1\.21\.\d+$/
const UPGRADE_HINT =
  'apps/web/axiosWithoutUnusedHelpers.ts relies on axios internals: re-read the helpers it stubs and the axios ' +
  'modules that call them, then update the stubs (or remove the plugin from vite.config.ts)'

/**
 * Each stubbed helper's importers in axios, and why none of them calls it for a request of ours: the axios
 * modules a browser build runs call it only for a kind of request we never send; the others never run in a
 * browser build (the http adapter is Node's, the fetch adapter is stubbed by axiosWithoutFetchAdapter.ts).
 */
const IMPORTERS: Readonly<Record<string, readonly string[]>> = {
  'helpers/formDataToJSON.js': ['axios.js', 'defaults/index.js'],
  'helpers/toURLEncodedForm.js': ['defaults/index.js'],
  'core/setFormDataHeaders.js': ['adapters/http.js', 'helpers/resolveConfig.js'],
  'helpers/progressEventReducer.js': ['adapters/fetch.js', 'adapters/http.js', 'adapters/xhr.js'],
  // Read only to send the XSRF cookie, which @h5/api's transport turns off (`withXSRFToken: false`).
  'helpers/cookies.js': ['adapters/xhr.js', 'helpers/resolveConfig.js'],
  'helpers/isURLSameOrigin.js': ['helpers/resolveConfig.js'],
}

const plugin = axiosWithoutUnusedHelpers()
const { resolveId, load } = hooksOf(plugin)

/** Every .js file under `dir`. */
function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? jsFiles(path) : name.endsWith('.js') ? [path] : []
  })
}

describe('axiosWithoutUnusedHelpers', () => {
  it('is checked against the axios that is installed', () => {
    expect(
      axiosVersion,
      `axios ${axiosVersion} is installed; the stubs were checked against ${VERIFIED_AXIOS.source}. ${UPGRADE_HINT}, and update VERIFIED_AXIOS in this test.`,
    ).toMatch(VERIFIED_AXIOS)
  })

  it('stubs each helper where an axios module imports it, on POSIX and Windows paths', () => {
    expect(resolveId('../helpers/formDataToJSON.js', join(lib, 'defaults', 'index.js'))).toBe(HELPER_STUBS['helpers/formDataToJSON.js']!.id)
    expect(resolveId('./helpers/formDataToJSON.js', join(lib, 'axios.js'))).toBe(HELPER_STUBS['helpers/formDataToJSON.js']!.id)
    expect(resolveId('../helpers/toURLEncodedForm.js', join(lib, 'defaults', 'index.js'))).toBe(HELPER_STUBS['helpers/toURLEncodedForm.js']!.id)
    expect(resolveId('../core/setFormDataHeaders.js', join(lib, 'helpers', 'resolveConfig.js'))).toBe(HELPER_STUBS['core/setFormDataHeaders.js']!.id)
    expect(resolveId('../helpers/progressEventReducer.js', join(lib, 'adapters', 'xhr.js'))).toBe(HELPER_STUBS['helpers/progressEventReducer.js']!.id)
    expect(resolveId('../helpers/progressEventReducer.js', 'C:\\app\\node_modules\\axios\\lib\\adapters\\xhr.js')).toBe(HELPER_STUBS['helpers/progressEventReducer.js']!.id)
  })

  it.each([
    ['another import of an axios module', '../helpers/toFormData.js', join(lib, 'defaults', 'index.js')],
    ['the same path from the app', '../helpers/formDataToJSON.js', '/repo/apps/web/src/defaults/index.js'],
    ['a package import', 'form-data', join(lib, 'adapters', 'http.js')],
    ['an entry (no importer)', './helpers/formDataToJSON.js', undefined],
  ])('leaves %s alone', (_, source, importer) => {
    expect(resolveId(source, importer)).toBeNull()
  })

  it('reads the path an import names under axios’s lib/', () => {
    expect(axiosLibPathOf('../core/settle.js', '/r/node_modules/.pnpm/axios@1.21.1/node_modules/axios/lib/adapters/xhr.js')).toBe('core/settle.js')
    expect(axiosLibPathOf('../../x.js', '/r/node_modules/axios/lib/adapters/xhr.js')).toBeUndefined()
  })

  it('loads stubs that throw, saying why, if anything calls them', async () => {
    expect(load(join(lib, 'axios.js'))).toBeNull()
    for (const { id } of Object.values(HELPER_STUBS)) {
      const stub = (await import(`data:text/javascript,${encodeURIComponent(load(id)!)}`)) as Record<string, () => unknown>
      for (const [name, value] of Object.entries(stub)) {
        // A function, or an object of methods (the cookies helper): each one throws.
        const calls = typeof value === 'function' ? [value] : Object.values(value as Record<string, () => unknown>)
        expect(calls.length, `${id} ${name}`).toBeGreaterThan(0)
        for (const call of calls) expect(() => call(), `${id} ${name}`).toThrow('requests of ours are JSON')
      }
    }
  })

  it('runs in `vite build` only: dev, the unit tests and the prerender keep the real axios', () => {
    expect(plugin.apply).toBe('build')
  })

  it('matches how axios uses them: imported by these axios modules and no others', () => {
    for (const [helper, importers] of Object.entries(IMPORTERS)) {
      const actual = jsFiles(lib)
        .filter((file) => readFileSync(file, 'utf8').includes(`/${helper.split('/').pop()}'`))
        .map((file) => relative(lib, file).replaceAll('\\', '/'))
        .sort()
      expect(actual, `${helper} has other importers now. ${UPGRADE_HINT}.`).toEqual(importers)
    }
  })

  it('is not what any request of ours sends: no progress listener, no form body; FormData only in the object store’s upload (with fetch) and its simulator', () => {
    const repo = resolve('.')
    const ours = [...sourceFiles(resolve('apps/web/src')), ...sourceFiles(resolve('packages'))]
    const named = (pattern: RegExp) => ours.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(repo, file).replaceAll('\\', '/'))
    expect(named(/\b(onUploadProgress|onDownloadProgress|formToJSON)\b|x-www-form-urlencoded|multipart\/form-data/), 'drop the stub from apps/web/vite.config.ts').toEqual([])
    expect(named(/\bFormData\b/)).toEqual(['packages/identity/src/uploadPhotoToStore.ts', 'packages/mock-backend/src/identity/mockObjectStore.ts'])
    expect(readFileSync(resolve('packages/identity/src/uploadPhotoToStore.ts'), 'utf8')).not.toMatch(/\baxios\b/)
  })

  it('is not what our client does: the transport turns the XSRF cookie off', () => {
    // packages/api/src/__tests__/xhrAdapter.test.ts holds the behaviour: no cookie is read, none is sent.
    expect(readFileSync(resolve('packages/api/src/createApiTransport.ts'), 'utf8'), 'drop the cookie stubs from apps/web/axiosWithoutUnusedHelpers.ts').toMatch(/withXSRFToken: false/)
  })

  it('takes them out of a real build of axios, and leaves the rest in', async () => {
    const entry = join(lib, 'axios.js')
    const stubbed = await bundledModules(entry, [axiosWithoutUnusedHelpers()])
    const stubIds = Object.values(HELPER_STUBS).map(({ id }) => id)
    expect(stubbed, `the stubs were not used in a real build. ${UPGRADE_HINT}.`).toEqual(expect.arrayContaining(stubIds))
    for (const helper of [...Object.keys(HELPER_STUBS), 'helpers/speedometer.js', 'helpers/throttle.js']) {
      expect(stubbed.some((id) => id.replaceAll('\\', '/').endsWith(`/lib/${helper}`)), helper).toBe(false)
    }
    expect(stubbed.some((id) => id.replaceAll('\\', '/').endsWith('/lib/helpers/toFormData.js'))).toBe(true)
    // The control: without the plugin the same build carries them.
    const real = await bundledModules(entry, [])
    for (const helper of Object.keys(HELPER_STUBS)) expect(real.some((id) => id.replaceAll('\\', '/').endsWith(`/lib/${helper}`)), helper).toBe(true)
  })
})
