// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mockBackendPlugin } from '../../../mockBackendPlugin'

/**
 * The three modes of README "The backend: simulator or real" over real HTTP: preview with the mock, dev with the
 * worker, a real backend.
 */
let outDir: string
let backend: Server
let backendUrl: string
const servers: Array<PreviewServer | ViteDevServer> = []

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'h5-preview-'))
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>app</title>')
  // A stand-in real backend that says who answered.
  backend = createHttpServer((req, res) => {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ errno: 0, data: { from: 'real backend', url: req.url } }))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(async () => {
  await new Promise((resolve) => backend.close(resolve))
  rmSync(outDir, { recursive: true, force: true })
})

async function startPreview(url?: string) {
  const server = await preview({
    configFile: false,
    logLevel: 'silent',
    plugins: [mockBackendPlugin(url)],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  })
  servers.push(server)
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '')
}

async function startDev(url?: string) {
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: outDir,
    plugins: [mockBackendPlugin(url)],
    server: { port: 0, host: '127.0.0.1', ws: false },
  })
  await server.listen()
  servers.push(server)
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '')
}

describe('preview', () => {
  it('answers /v1 from the mock over HTTP by default', async () => {
    const origin = await startPreview()
    const body = await (await fetch(`${origin}/v1/packet/myReward`)).json()
    expect(body).toEqual({ errno: 0, errmsg: '', data: { leftTotal: '88.88', rewardTotal: '166.66' } })
  })

  it('proxies /v1 to H5_BACKEND_URL and turns the mock off', async () => {
    const origin = await startPreview(backendUrl)
    const body = await (await fetch(`${origin}/v1/packet/myReward?x=1`)).json()
    expect(body).toEqual({ errno: 0, data: { from: 'real backend', url: '/v1/packet/myReward?x=1' } })
  })
})

describe('dev', () => {
  it('serves the MSW worker script outside public/', async () => {
    const origin = await startDev()
    const response = await fetch(`${origin}/mockServiceWorker.js`)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(await response.text()).toContain('Mock Service Worker')
  })

  it('proxies /v1 to H5_BACKEND_URL and serves no worker script', async () => {
    const origin = await startDev(backendUrl)
    const body = await (await fetch(`${origin}/v1/packet/open/record?redpacketID=1`)).json()
    expect(body.data.from).toBe('real backend')
    const worker = await fetch(`${origin}/mockServiceWorker.js`)
    expect(await worker.text()).not.toContain('Mock Service Worker')
  })

  it('tells the dev bootstrap whether to start the worker', () => {
    const config = (url?: string) =>
      (mockBackendPlugin(url).config as () => { define: Record<string, string> })().define
    expect(config()).toEqual({ 'import.meta.env.H5_MOCK_BACKEND': 'true' })
    expect(config(backendUrl)).toEqual({ 'import.meta.env.H5_MOCK_BACKEND': 'false' })
  })
})
