import { MalformedSourceError } from './MalformedSourceError.ts'

/** The fields a Markdown file's front-matter holds (docs/content.md, "Adding a document"). */
export interface FrontMatter {
  title: string
  version: string
  updated: string
  effective: string
  group?: string
}

export interface SplitSource {
  frontMatter: FrontMatter
  /** The Markdown after the front-matter. */
  body: string
  /** How many lines the front-matter took, so a line of `body` is `bodyLine + lineOffset` in the file. */
  lineOffset: number
}

const REQUIRED = ['title', 'version', 'updated', 'effective'] as const
const OPTIONAL = ['group'] as const
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const DATE_KEYS = new Set(['updated', 'effective'])

/**
 * Splits a Markdown file into its front-matter and its body. The front-matter is a deliberately small format,
 * not YAML: the file starts with a `---` line, then one `key: value` per line (the keys of {@link FrontMatter},
 * each once, dates as `YYYY-MM-DD`), then a `---` line. Anything else fails with the file and line.
 *
 * @throws MalformedSourceError naming `file` and the line.
 * @example
 * readFrontMatter('---\ntitle: 用户协议\nversion: 3.0\nupdated: 2026-11-20\neffective: 2026-12-01\n---\n正文', 'agreement/user.md')
 */
export function readFrontMatter(source: string, file: string): SplitSource {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  const fail = (line: number, what: string): never => {
    throw new MalformedSourceError(what, { file, line })
  }
  if (lines[0]?.trim() !== '---') fail(1, 'the file must start with a front-matter block (a line "---")')
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (end < 0) fail(1, 'the front-matter block is not closed (no second line "---")')

  const fields: Record<string, string> = {}
  for (let index = 1; index < end; index++) {
    const text = lines[index]!
    if (text.trim() === '') continue
    const match = /^([a-z]+):\s*(.*?)\s*$/.exec(text)
    if (!match) fail(index + 1, `front-matter lines are "key: value", not "${text}"`)
    const [, key, value] = match!
    if (![...REQUIRED, ...OPTIONAL].includes(key as never)) fail(index + 1, `unknown front-matter key "${key}"`)
    if (key! in fields) fail(index + 1, `"${key}" is given twice`)
    if (value === '') fail(index + 1, `"${key}" is empty`)
    if (DATE_KEYS.has(key!) && !DAY.test(value!)) fail(index + 1, `"${key}" must be a date YYYY-MM-DD, not "${value}"`)
    fields[key!] = value!
  }
  for (const key of REQUIRED) if (!(key in fields)) fail(1, `the front-matter has no "${key}"`)

  const frontMatter: FrontMatter = {
    title: fields.title!,
    version: fields.version!,
    updated: fields.updated!,
    effective: fields.effective!,
    ...(fields.group === undefined ? {} : { group: fields.group }),
  }
  return { frontMatter, body: lines.slice(end + 1).join('\n'), lineOffset: end + 1 }
}
