import { ContentErrorCode } from './ContentErrorCode.ts'

/** Where a malformed source is wrong: the file and its 1-based line. */
export interface SourcePlace {
  file: string
  line: number
}

/**
 * A Markdown file of apps/web/content/ that breaks the format (docs/content.md), found by `@h5/content/compile`
 * at build time: `message` reads `<file>:<line>: <what is wrong>`, for the author, and Vite stops the build with
 * it. Not a ContentError: no screen ever shows it, and the compiler runs in Node inside Vite's config, which
 * hands package imports (@h5/request's DomainError) to Node, where a package's source cannot load.
 *
 * @example
 * throw new MalformedSourceError('raw HTML is not allowed', { file: 'content/rule/huoli.md', line: 12 })
 */
export class MalformedSourceError extends Error {
  readonly code: typeof ContentErrorCode.MALFORMED_SOURCE = ContentErrorCode.MALFORMED_SOURCE
  /** Where the source is wrong. */
  readonly place: SourcePlace

  constructor(what: string, place: SourcePlace) {
    super(`${place.file}:${place.line}: ${what}`)
    this.name = 'MalformedSourceError'
    this.place = place
  }
}
