// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directoryIndexPlugin, directoryIndexUrl } from '../../../directoryIndexPlugin'

/** A build's layout (apps/web/prerender/htmlFileOf.ts): `/oauth` is a prefix of `/oauth/manual`. */
let outDir: string
let server: PreviewServer
let origin: string

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'h5-directory-index-'))
  const write = (file: string, title: string) => {
    mkdirSync(join(outDir, file, '..'), { recursive: true })
    writeFileSync(join(outDir, file), `<!doctype html><title>${title}</title>`)
  }
  write('index.html', '首页')
  write('oauth/index.html', '实名认证')
  write('oauth/manual/index.html', '人工认证')
  write('Halloween/index.html', '万圣节活动')
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    plugins: [directoryIndexPlugin()],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  })
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
})
afterAll(async () => {
  await server.close()
  rmSync(outDir, { recursive: true, force: true })
})

const titleAt = async (path: string) => {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } })
  return { status: response.status, title: /<title>(.*)<\/title>/.exec(await response.text())?.[1] }
}

describe('vite preview with directoryIndexPlugin', () => {
  it('answers /<path> with <path>/index.html, without a redirect, a prefix path and its longer path alike', async () => {
    expect(await titleAt('/oauth')).toEqual({ status: 200, title: '实名认证' })
    expect(await titleAt('/oauth/manual?from=share')).toEqual({ status: 200, title: '人工认证' })
    expect(await titleAt('/Halloween')).toEqual({ status: 200, title: '万圣节活动' })
  })

  it('answers /<path>/ with the same file, and any other path with index.html', async () => {
    expect(await titleAt('/oauth/manual/')).toEqual({ status: 200, title: '人工认证' })
    expect(await titleAt('/no/such/page')).toEqual({ status: 200, title: '首页' })
    expect(await titleAt('/halloween')).toEqual({ status: 200, title: '首页' })
  })
})

describe('directoryIndexUrl', () => {
  it('leaves alone what is not a built route folder: /, a trailing slash, a file, a path out of the build', () => {
    expect(directoryIndexUrl(outDir, '/')).toBeUndefined()
    expect(directoryIndexUrl(outDir, '/oauth/')).toBeUndefined()
    expect(directoryIndexUrl(outDir, '/oauth/index.html')).toBeUndefined()
    expect(directoryIndexUrl(outDir, '/../etc')).toBeUndefined()
    expect(directoryIndexUrl(outDir, '/%E0%A4%A')).toBeUndefined()
  })
})
