import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, SERVER_TIME_HEADER } from '..'
import type { Call } from './contractScenario.ts'
import { CONTRACT_SCENARIOS, NOT_SIMULATED } from './contractScenarios.ts'
import {
  createContractValidator,
  documentedErrnos,
  listOperations,
  readOpenApiDocument,
  type Operation,
} from '../openApiDocument.ts'

const ORIGIN = 'http://backend.test'
const SERVER_NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const backend = createMockBackend({ now: () => SERVER_NOW })
const server = setupServer(...backend.handlers)
const document = readOpenApiDocument()
const operations = listOperations(document)
const validator = createContractValidator(document)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

function operationOf(operationId: string): Operation {
  const operation = operations.find((candidate) => candidate.operationId === operationId)
  if (!operation) throw new Error(`docs/openapi.yaml has no operation ${operationId}`)
  return operation
}

/** Sends a call over HTTP as the page does: the document's method and path, the client id header. */
async function send({ operationId, payload }: Call): Promise<{ status: number; body: unknown; serverTime: string | null }> {
  const { method, path } = operationOf(operationId)
  const url = new URL(path, ORIGIN)
  const headers: Record<string, string> = { 'X-Client-Id': '111111' }
  let body: string | undefined
  if (method === 'get') {
    for (const [name, value] of Object.entries(payload ?? {})) url.searchParams.set(name, String(value))
  } else if (typeof payload === 'string') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = payload
  } else {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(payload ?? {})
  }
  const response = await fetch(url, { method: method.toUpperCase(), headers, body })
  return { status: response.status, body: await response.json(), serverTime: response.headers.get(SERVER_TIME_HEADER) }
}

describe.each(operations.map((operation) => [operation.operationId, operation] as const))(
  '%s answers as docs/openapi.yaml says',
  (operationId, operation) => {
    const scenarios = CONTRACT_SCENARIOS.filter((scenario) => scenario.operationId === operationId)

    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
      'for %s',
      async (_name, scenario) => {
        for (const call of scenario.before ?? []) await send(call)
        const { status, body, serverTime } = await send(scenario)
        expect({ status, errno: (body as { errno?: unknown }).errno }).toEqual(scenario.expected)
        // Every answer, success or failure, carries the server's clock (docs/openapi.yaml, "Server time").
        expect(serverTime).toBe(String(SERVER_NOW))
        expect(validator.response(operation, status, body)).toEqual([])
        // What the simulator accepts is what the document asks the page to send.
        if (scenario.expected.errno === 0 && operation.method === 'post') {
          expect(validator.requestBody(operation, scenario.payload)).toEqual([])
        }
      },
    )

    it('is played in a success and in every errno the document lists for it', () => {
      const played = new Set(scenarios.filter((s) => s.expected.status === 200).map((s) => s.expected.errno))
      const listed = documentedErrnos(document, operation).filter((errno) => !(errno in NOT_SIMULATED))
      expect([...played].sort()).toEqual([0, ...listed].sort())
    })
  },
)

// @h5/api reads an errno sent as a string of digits as the number (packages/api/src/readErrno.ts); that is the
// client's tolerance, not the contract: the document asks the backend for integers.
it.each(operations.map((operation) => [operation.operationId, operation] as const))(
  '%s: the document takes an errno only as an integer, not as a string of digits',
  (_operationId, operation) => {
    // An operation without errnos of its own (getMyReward, ...) still documents HTTP 500 with errno 500.
    const [errno = 500] = documentedErrnos(document, operation)
    const status = errno === 500 ? 500 : 200
    expect(validator.response(operation, status, { errno, errmsg: '失败' })).toEqual([])
    expect(validator.response(operation, status, { errno: String(errno), errmsg: '失败' })).not.toEqual([])
  },
)

it('plays only operations that the document has', () => {
  const documented = new Set(operations.map((operation) => operation.operationId))
  for (const scenario of CONTRACT_SCENARIOS) expect(documented).toContain(scenario.operationId)
})
