/**
 * The build-time half of the content family (docs/content.md): every `.md` file of apps/web/content/ that a
 * page imports is compiled here, in Node, into the document model by `@h5/content/compile` (Markdown parser and
 * all), and the page's chunk receives only the resulting data. So no Markdown parser ships to phones
 * (e2e/productionBundle.spec.ts checks the build), and a malformed file fails `vite build`, the dev server and
 * the unit tests alike with its file and line.
 *
 * It also serves `virtual:content-index`: the path, title and group of every document with a `group` (the
 * rules), for the rules index (/rules), read from the files' front-matter.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
// By path, as mockBackendPlugin.ts does: Node loads the bundled Vite config and cannot load a package's TypeScript source by name.
import { compileMarkdown, readFrontMatter } from '../../packages/content/src/compile.ts'
import type { Plugin } from 'vite'

/** Where the documents live: apps/web/content/, inside the app so the app's build cache sees every change. */
const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'content')

const INDEX_ID = 'virtual:content-index'
const RESOLVED_INDEX_ID = '\0' + INDEX_ID

/** An entry of `virtual:content-index`. */
export interface ContentIndexEntry {
  /** The page's path: the file's path under content/ without `.md` (`/rule/choujiang`). */
  path: string
  title: string
  group: string
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') && entry.name !== 'README.md' ? [path] : []
  })
}

/** `content/rule/choujiang.md` -> `rule/choujiang`. */
const documentId = (file: string, root: string) => relative(root, file).replace(/\.md$/, '').split(sep).join('/')

/**
 * The index of every grouped document under `root`, sorted by group, then path.
 *
 * @example
 * readContentIndex(CONTENT_DIR) // [{ path: '/rule/choujiang', title: '抽奖规则', group: '抽奖与幸运' }, …]
 */
export function readContentIndex(root: string): ContentIndexEntry[] {
  return markdownFiles(root)
    .flatMap((file) => {
      const { frontMatter } = readFrontMatter(readFileSync(file, 'utf8'), relative(process.cwd(), file))
      return frontMatter.group ? [{ path: `/${documentId(file, root)}`, title: frontMatter.title, group: frontMatter.group }] : []
    })
    .sort((a, b) => a.group.localeCompare(b.group, 'zh-CN') || a.path.localeCompare(b.path))
}

/**
 * @param root the documents' folder ({@link CONTENT_DIR}; a test passes its own)
 * @example
 * plugins: [react(), contentPlugin()]
 */
export function contentPlugin(root: string = CONTENT_DIR): Plugin {
  return {
    name: 'h5-content',
    // Before Vite's own transforms: a .md import is ours alone.
    enforce: 'pre',
    resolveId(id) {
      return id === INDEX_ID ? RESOLVED_INDEX_ID : null
    },
    load(id) {
      if (id !== RESOLVED_INDEX_ID) return null
      for (const file of markdownFiles(root)) this.addWatchFile(file)
      return `export default ${JSON.stringify(readContentIndex(root))}`
    },
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!file.endsWith('.md')) return null
      if (!file.startsWith(root + sep)) this.error(`${file}: a document must live under ${relative(process.cwd(), root)}/`)
      // Throws ContentError `<file>:<line>: <what>`; Vite stops the build with it.
      const document = compileMarkdown(code, documentId(file, root), relative(process.cwd(), file))
      return { code: `export default ${JSON.stringify(document)}`, map: null }
    },
  }
}
