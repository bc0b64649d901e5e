import { readFileSync } from 'node:fs'
import { ENDPOINTS, type EndpointName } from '@h5/api'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { MOCK_ERRNO } from '..'
import {
  createContractValidator,
  listOperations,
  listSchemaPointers,
  OPENAPI_FILE,
  queryDefaults,
  readOpenApiDocument,
} from '../openApiDocument.ts'

const document = readOpenApiDocument()
const operations = listOperations(document)

describe('docs/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(readFileSync(OPENAPI_FILE, 'utf8'))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has schemas that compile as strict JSON Schema 2020-12 (no unknown keyword, no typo)', () => {
    const validator = createContractValidator(document)
    const pointers = listSchemaPointers(document)
    expect(pointers.length).toBeGreaterThan(Object.keys(document.components.schemas).length)
    for (const pointer of pointers) expect(() => validator.compile(pointer), pointer).not.toThrow()
  })

  it('gives every operation a unique operationId and an x-h5-unwrap policy', () => {
    const ids = operations.map((operation) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { operation } of operations) expect(['body', 'response', 'data']).toContain(operation['x-h5-unwrap'])
  })

  it("lists every errno the simulator answers, with the simulator's message", () => {
    const errnoSchemas = Object.values(document.components.schemas).filter((schema) => typeof schema.const === 'number')
    for (const { errno, errmsg } of Object.values(MOCK_ERRNO)) {
      const schema = errnoSchemas.find((candidate) => candidate.const === errno)
      expect(schema, `errno ${errno}`).toBeDefined()
      expect(schema?.description).toContain(errmsg)
    }
  })
})

describe("@h5/api's endpoint table", () => {
  it('has one row per operation, named by its operationId', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(operations.map((operation) => operation.operationId).sort())
  })

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    'calls %s with its method, path, unwrap policy and query defaults',
    (operationId, operation) => {
      const row = ENDPOINTS[operationId as EndpointName]
      expect({ method: row.method, url: row.url, unwrap: row.unwrap, defaults: row.defaults ?? {} }).toEqual({
        method: operation.method.toUpperCase(),
        url: operation.path,
        unwrap: operation.operation['x-h5-unwrap'],
        defaults: queryDefaults(operation),
      })
    },
  )
})
