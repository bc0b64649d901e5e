/**
 * docs/openapi.yaml for the contract tests and the generated answers (`@h5/mock-backend/testing`): its
 * operations, and validators that check a response body (or a request body) against the schema the document
 * gives it. OpenAPI 3.1 schemas are JSON Schema 2020-12, so
 * Ajv's 2020 validator reads them as they are; `$ref`s resolve inside the one document.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { PERSONAL_MARK } from './personalMark.ts'

/** The document's path; a string, not a URL: under jsdom `URL` is jsdom's, which Node's fs does not take. */
export const OPENAPI_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.yaml')

export type HttpMethod = 'get' | 'post'

interface SchemaHolder {
  content?: { 'application/json'?: { schema?: unknown } }
}

interface ResponseObject extends SchemaHolder {
  $ref?: string
}

interface ParameterObject {
  $ref?: string
  name?: string
  in?: string
  schema?: { default?: unknown }
}

interface OperationObject {
  operationId: string
  /** The operation's tag (one each): its family, and the table of @h5/api's endpoints it is in. */
  tags?: string[]
  parameters?: ParameterObject[]
  requestBody?: SchemaHolder
  responses: Record<string, ResponseObject>
  'x-h5-unwrap'?: string
}

export interface OpenApiDocument {
  openapi: string
  tags?: { name: string; description?: string }[]
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>
  components: { schemas: Record<string, { const?: unknown; description?: string; properties?: Record<string, unknown> }> }
}

/** One operation of the document, where it lives and the JSON Pointer of its object. */
export interface Operation {
  operationId: string
  method: HttpMethod
  path: string
  pointer: string
  operation: OperationObject
}

/** The document as written in the repo. */
export function readOpenApiDocument(): OpenApiDocument {
  return parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument
}

/** Every operation of the document, in document order. */
export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method]
      if (!operation) return []
      return [{ operationId: operation.operationId, method, path, pointer: `/paths/${escapePointer(path)}/${method}`, operation }]
    }),
  )
}

/** The errno constants an operation's HTTP 200 failure schema lists (its `oneOf` of `Errno…` schemas). */
export function documentedErrnos(document: OpenApiDocument, operation: Operation): number[] {
  const schema = operation.operation.responses['200']?.content?.['application/json']?.schema as {
    $ref?: string
    oneOf?: Array<{ $ref?: string }>
  }
  const alternatives = schema.oneOf ?? [schema]
  return alternatives.flatMap((alternative) => {
    const envelope = resolveSchema(document, alternative.$ref)
    const errno = envelope?.properties?.errno as { const?: unknown; oneOf?: Array<{ $ref?: string }> } | undefined
    if (errno?.const === 0) return []
    return (errno?.oneOf ?? []).map((ref) => resolveSchema(document, ref.$ref)?.const as number)
  })
}

function resolveSchema(document: OpenApiDocument, ref: string | undefined) {
  const name = ref?.replace('#/components/schemas/', '')
  return name === undefined ? undefined : document.components.schemas[name]
}

/** The operation with this operationId; throws, naming it, when the document has none. */
export function findOperation(document: OpenApiDocument, operationId: string): Operation {
  const operation = listOperations(document).find((candidate) => candidate.operationId === operationId)
  if (!operation) throw new Error(`docs/openapi.yaml has no operation ${operationId}`)
  return operation
}

/** RFC 6901: `~` and `/` inside a pointer segment. */
function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

const JSON_SCHEMA = `content/${escapePointer('application/json')}/schema`

/**
 * Validators over one parsed document. Each returns the validation errors as readable lines; `[]` means valid,
 * so a failing test prints what is wrong.
 */
export function createContractValidator(document: OpenApiDocument) {
  // Strict: a keyword Ajv does not know (a typo such as `minLenght`) fails instead of being ignored. The
  // document's own top-level keys are no schema keywords; declaring them lets Ajv hold the whole document.
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components'])
  // Our annotation of a schema that carries personal information (personalFields.ts); it constrains nothing.
  ajv.addKeyword({ keyword: PERSONAL_MARK, schemaType: ['string', 'boolean'] })
  const id = 'openapi.json'
  ajv.addSchema({ ...document, $id: id })

  function check(pointer: string, value: unknown): string[] {
    const validate = ajv.getSchema(`${id}#${pointer}`)
    if (!validate) return [`no schema at ${pointer}`]
    return validate(value) ? [] : (validate.errors ?? []).map(formatError)
  }

  return {
    /** Errors of a response body against the schema of `status` in the operation (or of a named response). */
    response(operation: Operation, status: number, body: unknown): string[] {
      const response = operation.operation.responses[String(status)]
      if (!response) return [`HTTP ${status} is not documented for ${operation.operationId}`]
      const base = response.$ref ? response.$ref.slice(1) : `${operation.pointer}/responses/${status}`
      return check(`${base}/${JSON_SCHEMA}`, body)
    },
    /** Errors of a JSON request body against the operation's request body schema. */
    requestBody(operation: Operation, body: unknown): string[] {
      if (!operation.operation.requestBody) return [`${operation.operationId} takes no request body`]
      return check(`${operation.pointer}/requestBody/${JSON_SCHEMA}`, body)
    },
    /** Errors of a value against a named schema of `components.schemas`. */
    schema(name: string, value: unknown): string[] {
      return check(`/components/schemas/${escapePointer(name)}`, value)
    },
    /** Compiles the schema at a JSON Pointer of the document; throws when strict mode refuses it. */
    compile(pointer: string): void {
      if (!ajv.getSchema(`${id}#${pointer}`)) throw new Error(`no schema at ${pointer}`)
    },
  }
}

/**
 * The JSON Pointer of every schema in the document: named schemas, parameters, request bodies and responses,
 * of the components and of each operation.
 */
export function listSchemaPointers(document: OpenApiDocument): string[] {
  const components = document.components as OpenApiDocument['components'] & {
    parameters?: Record<string, ParameterObject>
    responses?: Record<string, ResponseObject>
  }
  const pointers = Object.keys(components.schemas).map((name) => `/components/schemas/${escapePointer(name)}`)
  for (const name of Object.keys(components.parameters ?? {})) pointers.push(`/components/parameters/${escapePointer(name)}/schema`)
  for (const name of Object.keys(components.responses ?? {})) {
    pointers.push(`/components/responses/${escapePointer(name)}/${JSON_SCHEMA}`)
  }
  for (const { pointer, operation } of listOperations(document)) {
    operation.parameters?.forEach((parameter, index) => {
      if (!parameter.$ref) pointers.push(`${pointer}/parameters/${index}/schema`)
    })
    if (operation.requestBody) pointers.push(`${pointer}/requestBody/${JSON_SCHEMA}`)
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!response.$ref) pointers.push(`${pointer}/responses/${status}/${JSON_SCHEMA}`)
    }
  }
  return pointers
}

function formatError(error: ErrorObject): string {
  return `${error.instancePath || '(body)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`
}

/** The default of each query parameter that has one, e.g. `{ limit: 20 }`. */
export function queryDefaults(operation: Operation): Record<string, unknown> {
  const defaults: Record<string, unknown> = {}
  for (const parameter of operation.operation.parameters ?? []) {
    if (parameter.in === 'query' && parameter.name && parameter.schema?.default !== undefined) {
      defaults[parameter.name] = parameter.schema.default
    }
  }
  return defaults
}
