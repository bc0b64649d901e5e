import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { axiosDir, axiosVersion, bundledModules, hooksOf, sourceFiles } from './axiosUnderTest.ts'
import { axiosWithoutUnusedStatics, STATICS_STUB_IDS } from './axiosWithoutUnusedStatics.ts'

const axiosEntry = join(axiosDir, 'lib', 'axios.js')

/**
 * The axios versions the stubs were checked against (lib/axios.js and the two modules read by hand, and no other
 * axios file importing them). An upgrade outside them fails the first test below on purpose: re-read those, then
 * widen this or drop the plugin.
 */
const VERIFIED_AXIOS = /^1\.21\.\d+$/
const UPGRADE_HINT =
  'apps/web/axiosWithoutUnusedStatics.ts relies on axios internals: re-read axios/lib/axios.js, ' +
  'helpers/HttpStatusCode.js and cancel/CancelToken.js, then update the stubs (or remove the plugin from vite.config.ts)'

const plugin = axiosWithoutUnusedStatics()
const { resolveId, load } = hooksOf(plugin)

describe('axiosWithoutUnusedStatics', () => {
  it('is checked against the axios that is installed', () => {
    expect(
      axiosVersion,
      `axios ${axiosVersion} is installed; the stubs were checked against ${VERIFIED_AXIOS.source}. ${UPGRADE_HINT}, and update VERIFIED_AXIOS in this test.`,
    ).toMatch(VERIFIED_AXIOS)
  })

  it('stubs HttpStatusCode and CancelToken when axios’s lib/axios.js imports them, on POSIX and Windows paths', () => {
    expect(resolveId('./helpers/HttpStatusCode.js', axiosEntry)).toBe(STATICS_STUB_IDS['./helpers/HttpStatusCode.js'])
    expect(resolveId('./cancel/CancelToken.js', axiosEntry)).toBe(STATICS_STUB_IDS['./cancel/CancelToken.js'])
    expect(resolveId('./cancel/CancelToken.js', 'C:\\app\\node_modules\\axios\\lib\\axios.js')).toBe(STATICS_STUB_IDS['./cancel/CancelToken.js'])
  })

  it.each([
    ['another import of lib/axios.js', './core/Axios.js', axiosEntry],
    ['CancelToken from another axios file', './cancel/CancelToken.js', join(axiosDir, 'lib', 'core', 'dispatchRequest.js')],
    ['the same path from the app', './helpers/HttpStatusCode.js', '/repo/apps/web/src/lib/axios.js'],
    ['an entry (no importer)', './helpers/HttpStatusCode.js', undefined],
  ])('leaves %s alone', (_, source, importer) => {
    expect(resolveId(source, importer)).toBeNull()
  })

  it('loads the stubs only for their ids: an empty table, and a CancelToken that says why it cannot be used', async () => {
    expect(load(axiosEntry)).toBeNull()
    const statusCodes = (await import(`data:text/javascript,${encodeURIComponent(load(STATICS_STUB_IDS['./helpers/HttpStatusCode.js']!)!)}`)) as { default: object }
    expect(Object.keys(statusCodes.default)).toEqual([])
    const cancelToken = (await import(`data:text/javascript,${encodeURIComponent(load(STATICS_STUB_IDS['./cancel/CancelToken.js']!)!)}`)) as {
      default: { new (): unknown; source(): unknown }
    }
    expect(() => new cancelToken.default()).toThrow('AbortSignal')
    expect(() => cancelToken.default.source()).toThrow('AbortSignal')
  })

  it('runs in `vite build` only: dev, the unit tests and the prerender keep the real axios', () => {
    expect(plugin.apply).toBe('build')
  })

  it('matches how axios uses the two: imported by lib/axios.js, by no other axios file', () => {
    const entry = readFileSync(axiosEntry, 'utf8')
    for (const file of Object.keys(STATICS_STUB_IDS)) {
      expect(entry, `lib/axios.js no longer imports ${file}. ${UPGRADE_HINT}.`).toContain(`from '${file}';`)
    }
    const importers = sourceFilesOfAxios().filter((file) => file !== axiosEntry && /from '[./]+(helpers\/HttpStatusCode|cancel\/CancelToken)\.js'/.test(readFileSync(file, 'utf8')))
    expect(importers.map((file) => relative(axiosDir, file)), `other axios files import them now. ${UPGRADE_HINT}.`).toEqual([])
  })

  it('is not what any code of ours uses: the app and the packages never name HttpStatusCode or CancelToken', () => {
    const repo = resolve('.')
    const users = [...sourceFiles(resolve('apps/web/src')), ...sourceFiles(resolve('packages'))].filter((file) =>
      /\b(HttpStatusCode|CancelToken)\b/.test(readFileSync(file, 'utf8')),
    )
    expect(users.map((file) => relative(repo, file)), 'code of ours uses what the app build stubs: drop the stub from apps/web/vite.config.ts').toEqual([])
  })

  it('takes both out of a real build of axios, and leaves the rest in', async () => {
    const stubbed = await bundledModules(axiosEntry, [axiosWithoutUnusedStatics()])
    expect(stubbed, `the stubs were not used in a real build. ${UPGRADE_HINT}.`).toEqual(expect.arrayContaining(Object.values(STATICS_STUB_IDS)))
    expect(stubbed.some((id) => id.endsWith(join('helpers', 'HttpStatusCode.js')) || id.endsWith(join('cancel', 'CancelToken.js')))).toBe(false)
    expect(stubbed.some((id) => id.endsWith(join('cancel', 'CanceledError.js')))).toBe(true)
    // The control: without the plugin the same build carries both.
    const real = await bundledModules(axiosEntry, [])
    expect(real.some((id) => id.endsWith(join('helpers', 'HttpStatusCode.js')))).toBe(true)
    expect(real.some((id) => id.endsWith(join('cancel', 'CancelToken.js')))).toBe(true)
  })
})

/** axios's own source files. */
function sourceFilesOfAxios(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.js') ? [path] : []
    })
  return walk(join(axiosDir, 'lib'))
}
