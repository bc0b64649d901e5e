import fc from 'fast-check'
import { codePointLength, numberBounds, typesOf, type JsonSchema, type SchemaReader, type SchemaType } from './readSchema.ts'

/** One edge-case value and where it sits: `data.items[0].nickName: longest string (256)`. */
export interface EdgeCase {
  /** The property path from the schema's root, e.g. `['data', 'items']`. */
  path: string[]
  /** What is special about it. */
  what: string
  value: unknown
}

/**
 * A name in many scripts at once: emoji (one with a zero-width joiner), Latin with diacritics, CJK, Arabic
 * (right to left), Greek. Each part tends to break something else: width, direction, grapheme counting.
 */
export const MIXED_SCRIPT_NAME = '🧧Zoë 李小龙 محمد Ωμέγα 👩‍👩‍👧'

/**
 * The run a longest string repeats: wide and narrow Latin letters and an accented one, with no place a line may
 * break (no space, no CJK, no emoji: a browser breaks a line at each of those). A 32-letter Latin nickname is what
 * people choose, and what pushes a page past a 320 px phone when nothing wraps it; MIXED_SCRIPT_NAME covers the
 * wide characters and emoji.
 */
const UNBROKEN_RUN = 'WmWé'

/** How long a string the schema does not bound gets: far beyond any nickname or greeting the app expects. */
export const UNBOUNDED_STRING_LENGTH = 256

/** How many items a list the schema does not bound gets. */
export const UNBOUNDED_LIST_LENGTH = 60

/** The farthest dates a `date-time` / `date` string takes. */
const FAR_PAST = '0001-01-01T00:00:00.000Z'
const FAR_FUTURE = '9999-12-31T23:59:59.999Z'

/** `length` code points of the unbroken run. */
function unbrokenText(length: number): string {
  const units = Array.from(UNBROKEN_RUN)
  return Array.from({ length }, (_, index) => units[index % units.length]).join('')
}

/** Fits text into a length range, in code points: cut, or padded with the unbroken run. */
function fitLength(text: string, min: number, max: number): string {
  const units = Array.from(text).slice(0, max)
  return units.length >= min ? units.join('') : units.join('') + unbrokenText(min - units.length)
}

const edge = (what: string, value: unknown): EdgeCase => ({ path: [], what, value })

/**
 * The edge cases of a schema, the first being the plainest (the base the others vary from): a string's
 * mixed-script name, empty and longest forms; a number's smallest, zero and largest; a list empty, with one
 * item of each kind, and long; an object with every field, without its optional ones, and with each field at
 * each of its own edges in turn (a path each, not every combination). A schema's `examples` come first.
 * Every value is valid by the schema (generateAnswers checks).
 *
 * @example
 * schemaEdgeCases({ type: 'integer', minimum: 0 }, read).map((edge) => edge.value) // [0, 9007199254740991]
 */
export function schemaEdgeCases(schema: JsonSchema, read: SchemaReader): EdgeCase[] {
  const resolved = read(schema)
  const examples = (resolved.examples ?? []).map((value) => edge(`example ${JSON.stringify(value)}`, value))
  return dedupe([...examples, ...ownEdgeCases(resolved, read)])
}

function ownEdgeCases(schema: JsonSchema, read: SchemaReader): EdgeCase[] {
  if ('const' in schema) return [edge('the constant', schema.const)]
  if (schema.enum) return schema.enum.map((value) => edge(`enum ${JSON.stringify(value)}`, value))
  const branches = schema.oneOf ?? schema.anyOf
  if (branches) return branches.flatMap((branch) => schemaEdgeCases(branch, read))
  return typesOf(schema).flatMap((type) => typeEdgeCases(type, schema, read))
}

function typeEdgeCases(type: SchemaType, schema: JsonSchema, read: SchemaReader): EdgeCase[] {
  switch (type) {
    case 'null':
      return [edge('null', null)]
    case 'boolean':
      return [edge('true', true), edge('false', false)]
    case 'integer':
    case 'number':
      return numberEdgeCases(schema, type === 'integer')
    case 'string':
      return stringEdgeCases(schema)
    case 'array':
      return arrayEdgeCases(schema, read)
    case 'object':
      return objectEdgeCases(schema, read)
  }
}

function numberEdgeCases(schema: JsonSchema, integer: boolean): EdgeCase[] {
  const bounds = numberBounds(schema, integer)
  const min = bounds.min ?? (integer ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE)
  const max = bounds.max ?? (integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE)
  const within = (value: number) => value >= min && value <= max
  const cases = [edge(bounds.min === undefined ? 'most negative' : 'smallest allowed', min)]
  if (within(0)) cases.push(edge('zero', 0))
  // A fen-sized fraction and one with more decimals than money has: what float formatting gets wrong.
  if (!integer && within(0.01)) cases.push(edge('a fraction (0.01)', 0.01))
  if (!integer && within(1.005)) cases.push(edge('three decimals (1.005)', 1.005))
  cases.push(edge(bounds.max === undefined ? `largest (${max}, no maximum)` : 'largest allowed', max))
  return cases
}

function stringEdgeCases(schema: JsonSchema): EdgeCase[] {
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? UNBOUNDED_STRING_LENGTH
  if (schema.format === 'date-time') return [edge('far past', FAR_PAST), edge('far future', FAR_FUTURE)]
  if (schema.format === 'date') return [edge('far past', FAR_PAST.slice(0, 10)), edge('far future', FAR_FUTURE.slice(0, 10))]
  if (schema.pattern !== undefined) {
    // A pattern's extremes cannot be read off it in general; its `examples` name them, and a few strings
    // that match it (a fixed seed, so every run is the same) stand in for the rest.
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter((text) => {
      const length = codePointLength(text)
      return length >= min && length <= max
    })
    return fc.sample(matching, { numRuns: 3, seed: 1 }).map((text) => edge('matches the pattern', text))
  }
  return [
    edge('mixed scripts and emoji', fitLength(MIXED_SCRIPT_NAME, min, max)),
    edge(min === 0 ? 'empty string' : `shortest string (${min})`, fitLength('', min, min)),
    edge(schema.maxLength === undefined ? `very long string (${max}, no maxLength)` : `longest string (${max})`, unbrokenText(max)),
  ]
}

function arrayEdgeCases(schema: JsonSchema, read: SchemaReader): EdgeCase[] {
  if (!schema.items) throw new Error('an array schema without items is not supported')
  const min = schema.minItems ?? 0
  const max = schema.maxItems ?? UNBOUNDED_LIST_LENGTH
  const items = schemaEdgeCases(schema.items, read).map((item) => item.value)
  /** `length` items, cycling through `values`. */
  const list = (values: unknown[], length: number) => Array.from({ length }, (_, index) => values[index % values.length])
  const cases = [
    edge(`one item of each edge case (${Math.min(Math.max(items.length, min), max)})`, list(items, Math.min(Math.max(items.length, min), max))),
    edge(min === 0 ? 'empty list' : `shortest list (${min})`, list(items, min)),
    edge(schema.maxItems === undefined ? `long list (${max}, no maxItems)` : `longest list (${max})`, list(items, max)),
  ]
  return cases
}

function objectEdgeCases(schema: JsonSchema, read: SchemaReader): EdgeCase[] {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  const missing = [...required].filter((name) => !schema.properties?.[name])
  if (missing.length > 0) throw new Error(`required properties without a schema: ${missing.join(', ')}`)
  const edgesOf = new Map(properties.map(([name, property]) => [name, schemaEdgeCases(property, read)]))
  const base = Object.fromEntries(properties.map(([name]) => [name, edgesOf.get(name)![0]!.value]))
  const cases = [edge('every field present', base)]
  const optional = properties.map(([name]) => name).filter((name) => !required.has(name))
  if (optional.length > 0) {
    const withoutOptional = Object.fromEntries(Object.entries(base).filter(([name]) => required.has(name)))
    cases.push(edge(`optional fields absent (${optional.join(', ')})`, withoutOptional))
  }
  for (const [name, edges] of edgesOf) {
    for (const variant of edges.slice(1)) {
      cases.push({ path: [name, ...variant.path], what: variant.what, value: { ...base, [name]: variant.value } })
    }
  }
  return cases
}

/** Drops values seen before (the first label stays): nested bases repeat their parent's base. */
function dedupe(cases: EdgeCase[]): EdgeCase[] {
  const seen = new Set<string>()
  return cases.filter((candidate) => {
    const key = JSON.stringify(candidate.value)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
