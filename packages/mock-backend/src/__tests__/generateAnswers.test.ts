import { describe, expect, it } from 'vitest'
import {
  generateAnswers,
  listOperations,
  MIXED_SCRIPT_NAME,
  readOpenApiDocument,
  UNBOUNDED_LIST_LENGTH,
  UNBOUNDED_STRING_LENGTH,
  type OpenApiDocument,
} from '../testing.ts'

const operations = listOperations(readOpenApiDocument())

/** The `data` of each answer. */
const dataOf = (operationId: string) =>
  generateAnswers(operationId).map(({ label, body }) => ({ label, data: (body as { data: Record<string, unknown> }).data }))

/** A one-operation document whose success `data` has this schema. */
function documentWith(data: unknown): OpenApiDocument {
  return {
    openapi: '3.1.0',
    paths: {
      '/v1/probe': {
        get: {
          operationId: 'probe',
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['errno', 'data'], properties: { errno: { const: 0 }, data }, additionalProperties: false },
                },
              },
            },
          },
        },
      },
    },
    components: { schemas: {} },
  } as unknown as OpenApiDocument
}

describe('generateAnswers over docs/openapi.yaml', () => {
  it.each(operations.map((operation) => operation.operationId))('makes only valid success answers of %s', (operationId) => {
    // generateAnswers validates each answer itself and throws on an invalid one; this runs it on every operation.
    const answers = generateAnswers(operationId, { random: 30 })
    expect(answers.filter(({ label }) => label.startsWith('random'))).toHaveLength(30)
    expect(answers.length).toBeGreaterThan(30)
    for (const { body } of answers) expect(body).toMatchObject({ errno: 0 })
  })

  it('puts the edges of the open records first: empty and long lists, long and mixed names, extreme amounts and dates', () => {
    const edges = dataOf('getOpenRecords').filter(({ label }) => label.startsWith('edge'))
    type Item = { nickName: string; money: unknown; time: number }
    const items = edges.flatMap(({ data }) => data.items as Item[])
    expect(edges.some(({ data }) => (data.items as Item[]).length === 0)).toBe(true)
    expect(edges.some(({ data }) => (data.items as Item[]).length === UNBOUNDED_LIST_LENGTH)).toBe(true)
    expect(edges.some(({ data }) => Array.from(data.nickName as string).length === UNBOUNDED_STRING_LENGTH)).toBe(true)
    expect(edges.some(({ data }) => data.nickName === '')).toBe(true)
    expect(edges.some(({ data }) => data.total === Number.MAX_SAFE_INTEGER)).toBe(true)
    expect(items.map((item) => item.nickName)).toContain(MIXED_SCRIPT_NAME)
    expect(items.map((item) => item.money)).toEqual(expect.arrayContaining([0, 0.01, 1.005, Number.MAX_VALUE, '999999999.99']))
    expect(items.map((item) => item.time)).toEqual(expect.arrayContaining([0, 253402300799999]))
  })

  it('leaves optional fields out in one answer and names each edge in its label', () => {
    const answers = generateAnswers('getMyReward')
    expect(answers.map(({ body }) => body)).toContainEqual({ errno: 0, data: { leftTotal: 0, rewardTotal: 0 } })
    expect(answers.map(({ label }) => label)).toEqual(
      expect.arrayContaining(['edge optional fields absent (errmsg)', 'edge data.leftTotal: example "999999999.99"']),
    )
  })

  it('draws the same random answers from the same seed, and others from another', () => {
    const random = (seed: number) => generateAnswers('getMyRecord', { seed }).filter(({ label }) => label.startsWith('random'))
    expect(random(7).map(({ body }) => body)).toEqual(random(7).map(({ body }) => body))
    expect(random(7).map(({ body }) => body)).not.toEqual(random(8).map(({ body }) => body))
  })
})

describe('generateAnswers over other schema features', () => {
  it('answers null where a type allows it, and far dates for a date-time', () => {
    const document = documentWith({
      type: 'object',
      required: ['at', 'note'],
      properties: { at: { type: 'string', format: 'date-time' }, note: { type: ['string', 'null'], maxLength: 8 } },
      additionalProperties: false,
    })
    const data = generateAnswers('probe', { document }).map(({ body }) => (body as { data: { at: string; note: string | null } }).data)
    expect(data.map((value) => value.note)).toContain(null)
    expect(data.map((value) => value.note)).toContain('WmWéWmWé')
    expect(data.map((value) => value.at)).toEqual(expect.arrayContaining(['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']))
  })

  it('throws, naming it, on a keyword it does not know, rather than ignore it', () => {
    const document = documentWith({ type: 'integer', multipleOf: 5 })
    expect(() => generateAnswers('probe', { document })).toThrow('schema keyword multipleOf is not supported')
  })

  it('throws for an operation the document does not have', () => {
    expect(() => generateAnswers('nope')).toThrow('docs/openapi.yaml has no operation nope')
  })
})
