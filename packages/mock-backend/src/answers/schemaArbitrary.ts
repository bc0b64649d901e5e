import fc from 'fast-check'
import { codePointLength, numberBounds, typesOf, type JsonSchema, type SchemaReader, type SchemaType } from './readSchema.ts'

/** The span of `date-time` / `date` strings: year 1 to year 9999, the range every date library reads. */
const DATE_RANGE = { min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }

/**
 * A fast-check arbitrary of the values a schema allows: each keyword docs/openapi.yaml uses mapped to its
 * arbitrary (strings of any script, a pattern through `fc.stringMatching`, integers and doubles within the
 * bounds, records whose optional keys may be absent, lists within their lengths, one branch of a `oneOf`).
 *
 * @example
 * fc.sample(schemaArbitrary({ $ref: '#/components/schemas/Money' }, read), 3) // [0.5, '17.04', 1.7e308]
 */
export function schemaArbitrary(schema: JsonSchema, read: SchemaReader): fc.Arbitrary<unknown> {
  const resolved = read(schema)
  if ('const' in resolved) return fc.constant(resolved.const)
  if (resolved.enum) return fc.constantFrom(...resolved.enum)
  const branches = resolved.oneOf ?? resolved.anyOf
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, read)))
  return fc.oneof(...typesOf(resolved).map((type) => typeArbitrary(type, resolved, read)))
}

function typeArbitrary(type: SchemaType, schema: JsonSchema, read: SchemaReader): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = numberBounds(schema, true)
      // fc.integer holds 32-bit bounds; wider ranges (unix ms, unbounded counts) go through bigint.
      return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number)
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false)
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'string':
      return stringArbitrary(schema)
    case 'array':
      if (!schema.items) throw new Error('an array schema without items is not supported')
      return fc.array(schemaArbitrary(schema.items, read), { minLength: schema.minItems, maxLength: schema.maxItems ?? 30 })
    case 'object': {
      const properties = Object.entries(schema.properties ?? {})
      const model = Object.fromEntries(properties.map(([name, property]) => [name, schemaArbitrary(property, read)]))
      return fc.record(model, { requiredKeys: schema.required ?? [] })
    }
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = schema.maxLength
  const fits = (text: string) => codePointLength(text) >= min && (max === undefined || codePointLength(text) <= max)
  if (schema.format === 'date-time') return fc.date(DATE_RANGE).map((date) => date.toISOString())
  if (schema.format === 'date') return fc.date(DATE_RANGE).map((date) => date.toISOString().slice(0, 10))
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  // Whole graphemes (emoji, combining marks) and any code point at all; lengths are counted in code points
  // by the schema, so the few grapheme strings over the bound are dropped.
  return fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
      fc.string({ unit: 'binary', minLength: min, maxLength: max }),
    )
    .filter(fits)
}
