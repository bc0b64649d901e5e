import { readFileSync } from 'node:fs'
import {
  ACCOUNT_ENDPOINTS,
  ACTIVITY_ENDPOINTS,
  BENEFIT_ENDPOINTS,
  COMMON_ENDPOINTS,
  CONTENT_ENDPOINTS,
  ENDPOINTS,
  GAME_ENDPOINTS,
  GUILD_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  MALL_ENDPOINTS,
  PAY_ENDPOINTS,
  REDPACKET_ENDPOINTS,
  SOCIAL_ENDPOINTS,
  type EndpointName,
  type EndpointTable,
} from '@h5/api'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { MOCK_ERRNO } from '..'
import { listDocumentFields } from '../personalFields.ts'
import { PERSONAL_MARK } from '../personalMark.ts'
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

/**
 * Field names that say the field carries personal information (docs/openapi.yaml, `x-h5-personal`): whoever adds
 * such a field marks it with the privacy policy's words for it, or `false` when it is not the user's data. A
 * name the list misses is still marked by hand; the list catches the fields that are easy to forget.
 */
const LOOKS_PERSONAL = [
  /phone|mobile/i, // 138…, and whether one is bound
  /^(realName|maskedName|name|nickName|nickname)$/, // names
  /idNumber|idCard|docNumber|docType|certNo/i, // identity documents
  /photo|image|^(front|back|handheld)$/i, // pictures of documents or people
  /voice|audio|face/i, // voice, face
  /avatar|headimg/i,
  /openid|accessToken|^userID$|^toUserID$|^accountID$|^anchorID$/i, // who the user is, or who they deal with
  /smsCode|verifyCode/i,
  /greeting|^words$|^reason$/, // what the user writes
  /^minor$|birth|age$/i,
  /withdrawal|^orderID$|orderString|bankCard|alipayAccount/i, // money records and payment accounts
  /location|latitude|longitude|address|email|device/i,
]

describe('personal information in docs/openapi.yaml (x-h5-personal)', () => {
  const fields = listDocumentFields(document)

  it('finds the fields of the whole document', () => {
    expect(fields.length).toBeGreaterThan(300)
    expect(fields.find((field) => field.at === 'components.schemas.LoginPayload.phone')).toMatchObject({ personal: '手机号与短信验证码' })
  })

  it('marks every field whose name says it carries personal information', () => {
    const unmarked = fields.filter((field) => field.personal === undefined && LOOKS_PERSONAL.some((pattern) => pattern.test(field.name)))
    expect(
      unmarked.map((field) => field.at),
      'give each x-h5-personal: the privacy policy\'s words for its data (apps/web/content/agreement/privacy.md), or false',
    ).toEqual([])
  })

  it("marks with the privacy policy's words (Chinese) or false, nothing else", () => {
    const marks: unknown[] = []
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect)
      else if (typeof value === 'object' && value !== null) {
        for (const [key, child] of Object.entries(value)) {
          if (key === PERSONAL_MARK) marks.push(child)
          else collect(child)
        }
      }
    }
    collect(document)
    expect(marks.length).toBeGreaterThan(20)
    for (const mark of marks) expect(mark === false || (typeof mark === 'string' && /^[\u4e00-\u9fa5]+$/.test(mark)), String(mark)).toBe(true)
  })
})

describe("@h5/api's endpoint table", () => {
  it('has one row per operation, named by its operationId', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(operations.map((operation) => operation.operationId).sort())
  })

  // One table per tag, so an app that binds a family's table carries only its rows (packages/api/README.md).
  const TAG_TABLES: Record<string, EndpointTable> = {
    account: ACCOUNT_ENDPOINTS,
    activity: ACTIVITY_ENDPOINTS,
    benefit: BENEFIT_ENDPOINTS,
    common: COMMON_ENDPOINTS,
    content: CONTENT_ENDPOINTS,
    game: GAME_ENDPOINTS,
    guild: GUILD_ENDPOINTS,
    identity: IDENTITY_ENDPOINTS,
    mall: MALL_ENDPOINTS,
    pay: PAY_ENDPOINTS,
    redpacket: REDPACKET_ENDPOINTS,
    social: SOCIAL_ENDPOINTS,
  }
  it('has a table per tag of the document, with exactly the operations of that tag', () => {
    const tags = document.tags?.map((tag) => tag.name) ?? []
    expect(Object.keys(TAG_TABLES).sort()).toEqual([...tags].sort())
    for (const [tag, table] of Object.entries(TAG_TABLES)) {
      const ofTag = operations.filter((operation) => operation.operation.tags?.length === 1 && operation.operation.tags[0] === tag)
      expect(Object.keys(table).sort(), tag).toEqual(ofTag.map((operation) => operation.operationId).sort())
    }
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
