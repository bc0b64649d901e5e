import type { OpenApiDocument } from '../openApiDocument.ts'

/** The JSON Schema 2020-12 keywords docs/openapi.yaml uses, as the generated answers read them. */
export interface JsonSchema {
  $ref?: string
  type?: SchemaType | SchemaType[]
  const?: unknown
  enum?: unknown[]
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  unevaluatedProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  /** Values the generated answers take as edge cases of their own (a pattern's extremes, say). */
  examples?: unknown[]
}

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array'

/** Keywords that only describe: read beside a `$ref` too, never constraining. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment', 'x-h5-personal'])

/** Every keyword the generators understand. Anything else fails loudly, naming the keyword, so none is ignored. */
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  '$ref',
  'type',
  'const',
  'enum',
  'oneOf',
  'anyOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
])

/** String formats the generators make values for. */
const SUPPORTED_FORMATS = new Set(['date-time', 'date'])

/** Follows a schema to what it means: `$ref`s resolved, `allOf` merged into one object schema. */
export type SchemaReader = (schema: JsonSchema) => JsonSchema

/**
 * A reader over one document: `$ref`s (`#/…` pointers inside it) resolved, `allOf` of object schemas merged,
 * and every keyword checked, so a schema feature the generators do not know (a `multipleOf`, a map's
 * `additionalProperties` schema, a format) throws, naming it, instead of yielding invalid answers.
 *
 * @example
 * const read = createSchemaReader(document)
 * read({ $ref: '#/components/schemas/Money' }) // { description: '…', oneOf: [...] }
 */
export function createSchemaReader(document: OpenApiDocument): SchemaReader {
  function pointTo(ref: string): JsonSchema {
    if (!ref.startsWith('#/')) throw new Error(`only $refs inside the document are supported, not ${ref}`)
    let target: unknown = document
    for (const segment of ref.slice(2).split('/')) {
      const key = segment.replaceAll('~1', '/').replaceAll('~0', '~')
      target = (target as Record<string, unknown> | undefined)?.[key]
    }
    if (typeof target !== 'object' || target === null) throw new Error(`$ref ${ref} points at nothing`)
    return target as JsonSchema
  }

  function read(schema: JsonSchema, depth = 0): JsonSchema {
    if (depth > 32) throw new Error('$ref chain too deep (a recursive schema?)')
    for (const keyword of Object.keys(schema)) {
      if (!UNDERSTOOD.has(keyword)) throw new Error(`schema keyword ${keyword} is not supported by the generated answers`)
    }
    if (schema.$ref !== undefined) {
      const beside = Object.keys(schema).filter((keyword) => keyword !== '$ref' && !ANNOTATIONS.has(keyword))
      if (beside.length > 0) throw new Error(`constraints beside a $ref (${beside.join(', ')}) are not supported`)
      return read(pointTo(schema.$ref), depth + 1)
    }
    if (schema.format !== undefined && !SUPPORTED_FORMATS.has(schema.format)) {
      throw new Error(`string format ${schema.format} is not supported by the generated answers`)
    }
    for (const keyword of ['additionalProperties', 'unevaluatedProperties'] as const) {
      if (typeof schema[keyword] === 'object') throw new Error(`a schema as ${keyword} (a map) is not supported`)
    }
    return schema.allOf ? mergeAllOf(schema, depth) : schema
  }

  /** `allOf` of object schemas (the payloads' UserTokens and their own fields) as one object schema. */
  function mergeAllOf({ allOf, ...rest }: JsonSchema, depth: number): JsonSchema {
    const parts = [...allOf!.map((part) => read(part, depth + 1)), rest]
    const merged: JsonSchema = { type: 'object', properties: {}, required: [], unevaluatedProperties: false }
    for (const part of parts) {
      const extra = Object.keys(part).filter(
        (keyword) => !['type', 'properties', 'required', 'additionalProperties', 'unevaluatedProperties'].includes(keyword) && !ANNOTATIONS.has(keyword),
      )
      if (extra.length > 0 || (part.type !== undefined && part.type !== 'object')) {
        throw new Error(`allOf is supported over object schemas only (found ${extra.join(', ') || String(part.type)})`)
      }
      Object.assign(merged.properties!, part.properties)
      merged.required!.push(...(part.required ?? []))
    }
    return merged
  }

  return (schema) => read(schema)
}

/** The types a schema allows: its `type`, or the one its keywords imply. */
export function typesOf(schema: JsonSchema): SchemaType[] {
  if (Array.isArray(schema.type)) return schema.type
  if (schema.type !== undefined) return [schema.type]
  if (schema.properties !== undefined) return ['object']
  if (schema.items !== undefined) return ['array']
  throw new Error(`a schema without type, const, enum or oneOf: ${JSON.stringify(schema).slice(0, 120)}`)
}

/** The inclusive bounds of a number or integer schema, or undefined where the schema sets none. */
export function numberBounds(schema: JsonSchema, integer: boolean): { min?: number; max?: number } {
  const step = integer ? 1 : 0
  if (!integer && (schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined)) {
    throw new Error('exclusive bounds on a number (not an integer) are not supported')
  }
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step)
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step)
  return { min, max }
}

/** A string's length as JSON Schema counts it: code points, so an emoji is one. */
export const codePointLength = (text: string) => Array.from(text).length
