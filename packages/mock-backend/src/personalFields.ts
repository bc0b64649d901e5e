/**
 * Which fields of docs/openapi.yaml carry personal information, as the document marks them: `x-h5-personal` on
 * a schema names the data in the words of the app's privacy policy (the first column of its table
 * "我们收集的信息", apps/web/content/agreement/privacy.md), on a property (`phone: { x-h5-personal: 手机号 }`)
 * or on an object schema for all of its properties (`Withdrawal: { x-h5-personal: 提现记录 }`). `false` says a
 * field whose name looks personal is not the user's data (a country's `name`). The document's test
 * (`__tests__/openApiDocument.test.ts`) fails for a field whose name looks personal without a mark, and the web
 * app's `privacyPolicyCoversData.test.ts` for a mark the policy has no row for.
 */
import type { OpenApiDocument } from './openApiDocument.ts'
import { PERSONAL_MARK } from './personalMark.ts'

/** One property or parameter of the document and how it is marked. */
export interface DocumentField {
  /** Where it is: `components.schemas.Withdrawal.nickName`, `getForbidNotice?noticeID`. */
  at: string
  /** The property's or parameter's name. */
  name: string
  /** The policy's words for its data (its own mark, else its object's); `false`: not personal; `undefined`: unmarked. */
  personal: string | false | undefined
}

type Schema = Record<string, unknown>

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)

type Mark = string | false | undefined

/**
 * The fields under `schema` (nested objects, list items, alternatives), each with the mark it carries, else the
 * mark of the named schema its `$ref` points to (`phone: { $ref: PhoneNumber }` takes PhoneNumber's), else its
 * object's.
 */
function fieldsOf(schema: unknown, at: string, inherited: Mark, schemas: Readonly<Record<string, unknown>>): DocumentField[] {
  if (!isSchema(schema)) return []
  const markOf = (candidate: Schema): Mark => {
    const mark = candidate[PERSONAL_MARK]
    if (typeof mark === 'string' || mark === false) return mark
    const target = typeof candidate.$ref === 'string' ? schemas[candidate.$ref.replace('#/components/schemas/', '')] : undefined
    return isSchema(target) && target !== candidate ? markOf(target) : undefined
  }
  const own = markOf(schema) ?? inherited
  const fields: DocumentField[] = []
  for (const [name, property] of Object.entries(isSchema(schema.properties) ? schema.properties : {})) {
    const personal = (isSchema(property) ? markOf(property) : undefined) ?? own
    fields.push({ at: `${at}.${name}`, name, personal }, ...fieldsOf(property, `${at}.${name}`, personal, schemas))
  }
  for (const key of ['items', 'additionalProperties']) fields.push(...fieldsOf(schema[key], `${at}[]`, own, schemas))
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const alternatives = schema[key]
    if (Array.isArray(alternatives)) alternatives.forEach((alternative) => fields.push(...fieldsOf(alternative, at, own, schemas)))
  }
  return fields
}

/** A parameter's field: its name, and its schema's mark. */
function parameterField(parameter: Schema, at: string, schemas: Readonly<Record<string, unknown>>): DocumentField[] {
  if (typeof parameter.name !== 'string') return []
  const [field] = fieldsOf({ properties: { [parameter.name]: parameter.schema ?? {} } }, at, undefined, schemas)
  return field ? [{ ...field, at }] : []
}

/**
 * Every property of the document's schemas and every parameter of its operations, with its mark. Properties of
 * a `$ref`'d schema are listed where that schema is defined, once.
 *
 * @example
 * listDocumentFields(readOpenApiDocument()).filter((field) => field.personal === undefined)
 */
export function listDocumentFields(document: OpenApiDocument): DocumentField[] {
  const schemas = document.components.schemas
  const fields = Object.entries(schemas).flatMap(([name, schema]) => fieldsOf(schema, `components.schemas.${name}`, undefined, schemas))
  const parameters = (document.components as { parameters?: Record<string, Schema> }).parameters ?? {}
  for (const [key, parameter] of Object.entries(parameters)) fields.push(...parameterField(parameter, `components.parameters.${key}`, schemas))
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.post]) {
      if (!operation) continue
      for (const parameter of (operation.parameters ?? []) as Schema[]) fields.push(...parameterField(parameter, `${operation.operationId}?${parameter.name}`, schemas))
      const inline = [operation.requestBody?.content?.['application/json']?.schema, ...Object.values(operation.responses).map((response) => response.content?.['application/json']?.schema)]
      inline.forEach((schema) => fields.push(...fieldsOf(schema, operation.operationId, undefined, schemas)))
    }
  }
  return fields
}

/**
 * The policy's words for every kind of personal data the document marks, each once.
 *
 * @example
 * personalDataOf(readOpenApiDocument()) // ['手机号', '姓名', '身份证号', …]
 */
export function personalDataOf(document: OpenApiDocument): string[] {
  return [...new Set(listDocumentFields(document).flatMap((field) => (typeof field.personal === 'string' ? [field.personal] : [])))]
}
