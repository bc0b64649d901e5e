/**
 * The build-time half of the content family (docs/content.md): every `.md` file of apps/web/content/ that a
 * page imports is compiled here, in Node, into the document model by `@h5/content/compile` (Markdown parser and
 * all), and the page's chunk receives only the resulting data. So no Markdown parser ships to phones
 * (e2e/productionBundle.spec.ts checks the build), and a malformed file fails `vite build`, the dev server and
 * the unit tests alike with its file and line.
 *
 * A document's page is `<file>.md?page`: the one content page module (src/components/document/DocumentPage.tsx)
 * bound to that document, as its module's default export. A family's page list names it for the document's
 * route (`'/rule/huoli': () => import('../../../content/rule/huoli.md?page')`), so a route that shows a document
 * needs no page module of its own, and the build finds, prerenders and preloads it as any page module.
 *
 * A text may name a build setting, `{{operatorName}}` (DOCUMENT_SETTINGS, README "Build settings"): the
 * compiler fills in its value from the build's environment, or its placeholder, which `vite build` warns about.
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

const APP_DIR = dirname(fileURLToPath(import.meta.url))

/** Where the documents live: apps/web/content/, inside the app so the app's build cache sees every change. */
const CONTENT_DIR = resolve(APP_DIR, 'content')

/** The one content page module, whose `documentPage(document)` a `<file>.md?page` module exports. */
export const DOCUMENT_PAGE_MODULE = resolve(APP_DIR, 'src/components/document/DocumentPage.tsx')

/**
 * The build settings a document may name, `{{name}}` in its text (README "Build settings"): the environment
 * variable that sets each, and the placeholder a build without it shows, marked as one on the page itself.
 */
export const DOCUMENT_SETTINGS = {
  /** The operator's registered name: who processes the user's personal information (privacy policy, user agreement). */
  operatorName: { variable: 'VITE_OPERATOR_NAME', placeholder: '【运营者名称待填写】' },
  /** The operator's registered address. */
  operatorAddress: { variable: 'VITE_OPERATOR_ADDRESS', placeholder: '【运营者注册地址待填写】' },
  /** Where personal-information requests and complaints go (the privacy policy's contact). */
  privacyEmail: { variable: 'VITE_PRIVACY_EMAIL', placeholder: '【个人信息保护联系邮箱待填写】' },
  /** Who runs the face check for real-name verification (a third party the privacy policy must name). */
  faceVerifyProvider: { variable: 'VITE_FACE_VERIFY_PROVIDER', placeholder: '【人脸核身服务提供方待填写】' },
  /** Where business enquiries go (hosts, guilds, brands): the contact page, /welcome. */
  businessEmail: { variable: 'VITE_BUSINESS_EMAIL', placeholder: '【商务合作邮箱待填写】' },
} as const

/** A document setting's name. */
export type DocumentSettingName = keyof typeof DOCUMENT_SETTINGS

/**
 * Each document setting's value from the build's environment (Vite's `config.env`: the `VITE_*` variables of the
 * environment and `.env` files), or its placeholder; and the settings left at their placeholder.
 *
 * @example
 * readDocumentSettings({ VITE_OPERATOR_NAME: '示例科技有限公司' }).values.operatorName // '示例科技有限公司'
 */
export function readDocumentSettings(env: Readonly<Record<string, string | undefined>>): {
  values: Record<DocumentSettingName, string>
  placeholders: DocumentSettingName[]
} {
  const names = Object.keys(DOCUMENT_SETTINGS) as DocumentSettingName[]
  const given = (name: DocumentSettingName) => env[DOCUMENT_SETTINGS[name].variable]?.trim() ?? ''
  return {
    values: Object.fromEntries(names.map((name) => [name, given(name) || DOCUMENT_SETTINGS[name].placeholder])) as Record<DocumentSettingName, string>,
    placeholders: names.filter((name) => !given(name)),
  }
}

/** The query that makes a document's import its page. */
const PAGE_QUERY = '?page'

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

/** An import specifier of `target` from a module in `dir`: `./x.md`, `../../src/…`, with forward slashes. */
function relativeImport(dir: string, target: string): string {
  const path = relative(dir, target).split(sep).join('/')
  return path.startsWith('.') ? path : `./${path}`
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
 * @param pageModule the module whose `documentPage` a `.md?page` import binds ({@link DOCUMENT_PAGE_MODULE})
 * @example
 * plugins: [react(), contentPlugin()]
 */
export function contentPlugin(root: string = CONTENT_DIR, pageModule: string = DOCUMENT_PAGE_MODULE): Plugin {
  let settings = readDocumentSettings({}).values
  return {
    name: 'h5-content',
    // Before Vite's own transforms: a .md import is ours alone.
    enforce: 'pre',
    configResolved(config) {
      const read = readDocumentSettings(config.env)
      settings = read.values
      if (config.command === 'build' && read.placeholders.length > 0) {
        const unset = read.placeholders.map((name) => DOCUMENT_SETTINGS[name].variable).join(', ')
        config.logger.warn(`[h5-content] ${unset} not set: the documents show their placeholders (README "Build settings")`)
      }
    },
    resolveId(id) {
      return id === INDEX_ID ? RESOLVED_INDEX_ID : null
    },
    load(id) {
      if (id.endsWith('.md' + PAGE_QUERY)) {
        const file = id.slice(0, -PAGE_QUERY.length)
        // Relative to the document, as a hand-written module beside it would import them.
        const fromHere = (target: string) => JSON.stringify(relativeImport(dirname(file), target))
        return [
          `import document from ${fromHere(file)}`,
          `import { documentPage } from ${fromHere(pageModule)}`,
          'export default documentPage(document)',
        ].join('\n')
      }
      if (id !== RESOLVED_INDEX_ID) return null
      for (const file of markdownFiles(root)) this.addWatchFile(file)
      return `export default ${JSON.stringify(readContentIndex(root))}`
    },
    transform(code, id) {
      const [file = '', query] = id.split('?')
      // A page (`.md?page`) is the code load() wrote; only the document itself is Markdown.
      if (!file.endsWith('.md') || '?' + query === PAGE_QUERY) return null
      if (!file.startsWith(root + sep)) this.error(`${file}: a document must live under ${relative(process.cwd(), root)}/`)
      // Throws MalformedSourceError `<file>:<line>: <what>`; Vite stops the build with it.
      const document = compileMarkdown(code, documentId(file, root), relative(process.cwd(), file), settings)
      return { code: `export default ${JSON.stringify(document)}`, map: null }
    },
  }
}
