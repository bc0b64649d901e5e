import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createMockBackend, MOCK_PACKETS, MOCK_USER } from '..'
import { createMockMiddleware } from '../http'
import { createContractValidator, readOpenApiDocument } from '../openApiDocument.ts'

const backend = createMockBackend()
let server: Server
let origin: string

beforeAll(async () => {
  const middleware = createMockMiddleware(backend.handlers)
  // What Vite's connect stack does after the middleware: the app's own pages.
  server = createServer((req, res) => middleware(req, res, () => res.end('<!doctype html><title>app</title>')))
  // fetch reuses the previous test's connection; on a busy machine more than Node's default 5 s may pass
  // between two tests, and a socket the server closed meanwhile fails the next request with ECONNRESET.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('answers a POST with a JSON body over real HTTP', async () => {
  const response = await fetch(`${origin}/v1/packet/open`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: MOCK_PACKETS.openable, channel: 'x' }),
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(await response.json()).toEqual({ errno: 0, errmsg: '', data: { money: 1.88 } })
})

it('answers a GET with its query and keeps the HTTP status', async () => {
  const ok = await fetch(`${origin}/v1/packet/open/record?redpacketID=${MOCK_PACKETS.openable}&limit=1`)
  expect((await ok.json()).data.items).toHaveLength(1)
  const failing = await fetch(`${origin}/v1/packet/open/record?redpacketID=${MOCK_PACKETS.serverError}`)
  expect(failing.status).toBe(500)
})

it('answers an unknown /v1 path with a JSON 404, as docs/openapi.yaml says', async () => {
  const response = await fetch(`${origin}/v1/nothing/here`)
  expect(response.status).toBe(404)
  const body: unknown = await response.json()
  expect(body).toEqual({ errno: 404, errmsg: '接口不存在' })
  expect(createContractValidator(readOpenApiDocument()).schema('UnknownPathFailure', body)).toEqual([])
})

it('leaves every other path to the next middleware', async () => {
  const response = await fetch(`${origin}/redpacket/open?redpacketID=1`)
  expect(await response.text()).toContain('<title>app</title>')
})
