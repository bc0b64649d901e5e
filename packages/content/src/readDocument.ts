import type { Block, ContentDocument, Inline } from './types'

/** A server block that was left out, for the report (never its text: it may hold anything). */
export interface SkippedBlock {
  /** Its position in the server's `blocks`. */
  index: number
  /** Its `type` as sent, cut to 40 characters; `?` when it had none. */
  type: string
  reason: 'unknown type' | 'malformed'
}

export interface ReadDocument {
  document: ContentDocument
  skipped: SkippedBlock[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 4096

/** An inline run, or null when it is not one the model knows. */
function readInline(value: unknown): Inline | null {
  if (!isObject(value) || !isText(value.text)) return null
  if (value.type === 'text' || value.type === 'strong') return { type: value.type, text: value.text }
  if (value.type === 'link' && isText(value.href)) return { type: 'link', href: value.href, text: value.text }
  return null
}

/** A line of inline runs; null when any run is unknown (a line with a hole in it would read wrong). */
function readInlines(value: unknown): Inline[] | null {
  if (!Array.isArray(value)) return null
  const inlines = value.map(readInline)
  return inlines.every((inline) => inline !== null) ? (inlines as Inline[]) : null
}

function readLines(value: unknown): Inline[][] | null {
  if (!Array.isArray(value)) return null
  const lines = value.map(readInlines)
  return lines.every((line) => line !== null) ? (lines as Inline[][]) : null
}

/** One block as the model has it, or null when it is malformed. */
function readBlock(value: Json): Block | null {
  switch (value.type) {
    case 'heading':
      return (value.level === 2 || value.level === 3) && isFilled(value.id) && /^[A-Za-z][\w-]*$/.test(value.id) && isFilled(value.text)
        ? { type: 'heading', level: value.level, id: value.id, text: value.text }
        : null
    case 'paragraph':
    case 'notice': {
      const content = readInlines(value.content)
      return content ? { type: value.type, content } : null
    }
    case 'list': {
      const items = readLines(value.items)
      return items && typeof value.ordered === 'boolean' ? { type: 'list', ordered: value.ordered, items } : null
    }
    case 'table': {
      const head = readLines(value.head)
      const rows = Array.isArray(value.rows) ? value.rows.map(readLines) : null
      if (!head || !rows || rows.some((row) => row === null || row.length !== head.length)) return null
      return { type: 'table', head, rows: rows as Inline[][][] }
    }
    case 'image':
      return isFilled(value.src) && isFilled(value.alt) && isSize(value.width) && isSize(value.height)
        ? { type: 'image', src: value.src, alt: value.alt, width: value.width, height: value.height }
        : null
    case 'divider':
      return { type: 'divider' }
    default:
      return null
  }
}

const KNOWN = new Set(['heading', 'paragraph', 'notice', 'list', 'table', 'image', 'divider'])

/**
 * Reads a document the server sent (docs/openapi.yaml, `ContentDocument`) into the model. A block of a type the
 * model does not know, or one that is malformed, is left out and listed in `skipped` (the page reports it to
 * monitoring): the rest of the document still shows, and nothing is ever drawn as it came. Null when the
 * document itself is unreadable (no title, no blocks list).
 *
 * @example
 * const read = readDocument(answer.document)
 * if (read) { show(read.document); for (const block of read.skipped) report(block) }
 */
export function readDocument(value: unknown): ReadDocument | null {
  if (!isObject(value) || !isFilled(value.id) || !isFilled(value.title) || !Array.isArray(value.blocks)) return null
  const skipped: SkippedBlock[] = []
  const blocks: Block[] = []
  value.blocks.forEach((raw: unknown, index) => {
    const type = isObject(raw) && isText(raw.type) ? raw.type.slice(0, 40) : '?'
    const block = isObject(raw) ? readBlock(raw) : null
    if (block) blocks.push(block)
    else skipped.push({ index, type, reason: KNOWN.has(type) ? 'malformed' : 'unknown type' })
  })
  const text = (field: unknown) => (isText(field) ? field : '')
  return {
    document: {
      id: value.id,
      title: value.title,
      version: text(value.version),
      updated: text(value.updated),
      effective: text(value.effective),
      ...(isFilled(value.group) ? { group: value.group } : {}),
      blocks,
    },
    skipped,
  }
}
