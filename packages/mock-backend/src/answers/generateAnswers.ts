/**
 * Generated success answers from docs/openapi.yaml, for the product rule that a page renders any answer the
 * document allows (long names, empty lists, huge amounts, far dates), not only the simulator's scenarios.
 *
 * Why fast-check (pinned, 4.10.2) with our own schema mapping (readSchema.ts, schemaEdgeCases.ts,
 * schemaArbitrary.ts), and not json-schema-faker: measured on this document (json-schema-faker 0.5.9, 50
 * answers each of five success schemas and one payload), 18 of 300 failed Ajv (an `Avatar` `$ref` with a
 * `description` beside it came out as a non-string); its text is Lorem ipsum, so no emoji, no right-to-left,
 * no unbroken run; and it has no way to ask for the edges first (the longest string, 0 and the largest amount,
 * an empty list, optional fields absent), which is what finds layout and formatting bugs. fast-check is kept
 * well (weekly releases, one dependency), samples reproducibly from a seed and biases its random values toward
 * small and extreme ones; the mapping is ~200 lines for exactly the keywords the document uses, and any
 * other keyword throws, naming it, so a family that uses a new one extends the mapping instead of getting
 * answers that silently ignore it. Every answer is checked against the document with the contract tests' Ajv
 * (openApiDocument.ts) before it is returned.
 */
import fc from 'fast-check'
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  createContractValidator,
  findOperation,
  readOpenApiDocument,
  type OpenApiDocument,
  type Operation,
} from '../openApiDocument.ts'
import { createSchemaReader, type JsonSchema } from './readSchema.ts'
import { schemaArbitrary } from './schemaArbitrary.ts'
import { schemaEdgeCases } from './schemaEdgeCases.ts'

/** One generated answer: the whole body `{ errno: 0, errmsg?, data }`, and what it is, for test names. */
export interface GeneratedAnswer {
  /** `edge data.items: empty list`, `random 3 (seed 1)`. */
  label: string
  body: unknown
}

export interface GenerateAnswersOptions {
  /** How many random answers after the edge cases (default 20). */
  random?: number
  /** The random answers' seed (default 1): the same seed, the same answers. */
  seed?: number
  /** Another document than docs/openapi.yaml (tests of the generator). */
  document?: OpenApiDocument
}

/** The repo's document and its validator, read once per test file. */
let repoDocument: { document: OpenApiDocument; validator: ReturnType<typeof createContractValidator> } | undefined

function documentAndValidator(document: OpenApiDocument | undefined) {
  if (document) return { document, validator: createContractValidator(document) }
  if (!repoDocument) {
    const read = readOpenApiDocument()
    repoDocument = { document: read, validator: createContractValidator(read) }
  }
  return repoDocument
}

/** The success schema of an operation: its HTTP 200 schema, or the branch of its `oneOf` whose errno is 0. */
function successSchema(operation: Operation, read: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const schema = operation.operation.responses['200']?.content?.['application/json']?.schema as JsonSchema | undefined
  if (!schema) throw new Error(`${operation.operationId} documents no HTTP 200 JSON answer`)
  const branches = read(schema).oneOf ?? [schema]
  const success = branches.find((branch) => read(read(branch).properties?.errno ?? {}).const === 0)
  if (!success) throw new Error(`${operation.operationId} has no success answer (errno const 0) in its HTTP 200 schema`)
  return success
}

/**
 * Valid success answers of an operation of docs/openapi.yaml: its edge cases first (schemaEdgeCases: empty
 * lists, the longest or very long strings in mixed scripts with emoji, 0 and the largest amounts, far dates,
 * optional fields absent, null where nullable), then `random` random ones. Each is validated against the
 * document; one that is not valid throws, naming the operation and the answer. Node only (it reads the
 * document from disk): tests, never a bundle.
 *
 * @example
 * for (const { label, body } of generateAnswers('getOpenRecords')) {
 *   server.use(answerHandler('getOpenRecords', body))
 *   // render the page, assert it shows without a crash, an `undefined` or a `NaN` (label names the case)
 * }
 */
export function generateAnswers(operationId: string, options: GenerateAnswersOptions = {}): GeneratedAnswer[] {
  const { random = 20, seed = 1 } = options
  const { document, validator } = documentAndValidator(options.document)
  const operation = findOperation(document, operationId)
  const read = createSchemaReader(document)
  const schema = successSchema(operation, read)
  const answers: GeneratedAnswer[] = [
    ...schemaEdgeCases(schema, read).map(({ path, what, value }) => ({
      label: `edge ${path.length > 0 ? `${path.join('.')}: ` : ''}${what}`,
      body: value,
    })),
    ...fc.sample(schemaArbitrary(schema, read), { numRuns: random, seed }).map((body, index) => ({
      label: `random ${index + 1} (seed ${seed})`,
      body,
    })),
  ]
  for (const { label, body } of answers) {
    const errors = validator.response(operation, 200, body)
    if (errors.length > 0) throw new Error(`${operationId}, ${label}: not a valid answer by docs/openapi.yaml: ${errors.join('; ')}`)
  }
  return answers
}

/**
 * An MSW handler answering an operation (its method and path from the document, on any origin) with `body`,
 * for `server.use(...)` over the simulator's handlers.
 *
 * @example server.use(answerHandler('getMyReward', { errno: 0, data: { leftTotal: '0', rewardTotal: 999999999.99 } }))
 */
export function answerHandler(operationId: string, body: unknown): HttpHandler {
  const { method, path } = findOperation(documentAndValidator(undefined).document, operationId)
  return http[method](`*${path}`, () => HttpResponse.json(body as object))
}
