/**
 * Per-route HTML with an honest prerendered first paint (README "Performance": LCP at most 1.0 s on a mid-range
 * phone, scripts/budgets.ts).
 *
 * For every static route of the route table, `vite build` writes its HTML file, `<path>/index.html`
 * (htmlFileOf.ts): the route's title, its CSS inlined, modulepreloads for its page chunk and its family's page
 * list, and — when the route table declares the route prerendered (src/routes/declaresPrerender.ts) — its first
 * render in #root, which the app then hydrates (src/main.tsx). The declaration is verified, not trusted: each declared route is rendered
 * under two made-up visits that differ in everything a page could show per visit (visits.ts), and the build
 * fails, naming the route and the reason, unless both give the same HTML, neither read the query string, hash
 * or href, the validity check passed, and it has no form fields (what is typed before the app runs would be
 * lost). A route not declared keeps an empty #root and renders in the browser (a page reading its URL
 * parameters, the user agent, storage or the clock); it is not rendered in Node at all. The HTML holds nothing
 * from a server, so it is never stale: it changes only with a new build.
 *
 * Serving (README "Deploying the app"): a file for the exact path, else `<path>/index.html`, else index.html;
 * HTML revalidated on every visit, /assets/ cached forever. A host that answers every path with index.html is
 * still correct: the page's inline script drops `/`'s prerender on any other path before it is painted.
 */
import { relative } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { PRERENDER_PLUGIN_NAME, type PrerenderApi } from './builtRoutes.ts'
import { chunkOfModule, chunksLoadedForNothing, cssOf, dynamicImportPath, routeStartupChunks, startupChunks, staticClosure } from './chunkGraph.ts'
import { htmlFileOf, isStaticPath } from './htmlFileOf.ts'
import { renderRoutes, type RouteRender } from './renderRoutes.ts'
import { routeHtml } from './routeHtml.ts'
import { SECURITY_HEADERS_FILE, securityHeadersConf } from './securityHeaders.ts'
import { PLAIN_VISIT, PROBE_VISIT } from './visits.ts'

/** Why a route cannot be prerendered, or null when it can. */
export function notPrerenderedBecause(plain: RouteRender, probe: RouteRender | undefined): string | null {
  if (plain.error) return `its render threw: ${plain.error.split('\n')[0]}`
  if (!probe || probe.error) return `its render threw in the probe visit: ${probe?.error?.split('\n')[0]}`
  const reads = [...new Set([...plain.addressReads, ...probe.addressReads])]
  if (reads.length > 0) return `it reads ${reads.join(', ')}`
  if (plain.firstPaint?.status !== 200) return `it answers ${plain.firstPaint?.status}`
  if (plain.firstPaint.html !== probe.firstPaint?.html) return 'its first paint differs between visits (user agent, storage or clock)'
  // A field typed in before the app runs would be reset by it: such a page paints once the app runs.
  if (/<(input|textarea|select)\b/i.test(plain.firstPaint.html)) return 'its first paint has form fields'
  return null
}

/**
 * The build's error for a route the route table declares prerendered whose renders fail a check
 * ({@link notPrerenderedBecause}), or null. A route not declared is not rendered, so not checked.
 *
 * @example
 * prerenderFailure(plain, probe) // '/x is declared prerendered … but cannot be: it reads query parameter id; …'
 */
export function prerenderFailure(plain: RouteRender, probe: RouteRender | undefined): string | null {
  if (!plain.prerender) return null
  const reason = notPrerenderedBecause(plain, probe)
  if (!reason) return null
  return `${plain.path} is declared prerendered (src/routes/routeTable.ts) but cannot be: ${reason}; make its first paint the same for every visit, or set \`prerender: false\` on its line`
}

export function prerenderPlugin(): Plugin<PrerenderApi> {
  let root = ''
  const api: PrerenderApi = { builtRoutes: [] }
  return {
    name: PRERENDER_PLUGIN_NAME,
    api,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset') throw new Error('the build has no index.html')
      const template = String(index.source)
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
      if (!entry) throw new Error('the build has no entry chunk')
      // Vite's index.html preloads what the entry imports; each route adds the app and its page.
      const preloaded = staticClosure(chunks, [entry])
      const startup = startupChunks(chunks, entry)
      const cssText = (fileName: string) => {
        const asset = bundle[fileName]
        if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the build`)
        return String(asset.source)
      }

      const plain = await renderRoutes(root, PLAIN_VISIT)
      const probe = new Map((await renderRoutes(root, PROBE_VISIT)).map((render) => [render.path, render]))
      const failures = plain.map((render) => prerenderFailure(render, probe.get(render.path))).filter((failure) => failure !== null)
      if (failures.length > 0) this.error(`${failures.length} declared prerendered route(s) cannot be prerendered:\n  ${failures.join('\n  ')}`)
      api.builtRoutes = []
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      for (const render of plain) {
        const page = render.pageFile ? chunkOfModule(chunks, render.pageFile) : undefined
        if (render.pageFile && !page) throw new Error(`no chunk for ${relative(root, render.pageFile)} (${render.path})`)
        // The page and what loads it after start-up (its family's page list): preloaded together, not one
        // round trip after the other.
        const routeChunks = routeStartupChunks(chunks, startup, page)
        const pageModules = page ? [...dynamicImportPath(chunks, startup, page), page].flatMap((chunk) => chunk.facadeModuleId ?? []) : []
        const loadedForNothing = chunksLoadedForNothing(routeChunks, startup, pageModules, importsOf).map((chunk) => chunk.fileName)
        if (!isStaticPath(render.path)) {
          api.builtRoutes.push({ path: render.path, pageFile: render.pageFile, prerendered: false, loadedForNothing })
          continue
        }
        const html = routeHtml({
          template,
          title: render.title,
          css: cssOf(routeChunks).map((file) => ({ href: `/${file}`, text: cssText(file) })),
          modulepreloads: routeChunks.filter((chunk) => !preloaded.includes(chunk)).map((chunk) => `/${chunk.fileName}`),
          prerender: render.prerender ? { path: render.path, html: render.firstPaint!.html } : undefined,
        })
        const fileName = htmlFileOf(render.path)
        if (fileName === index.fileName) index.source = html
        else this.emitFile({ type: 'asset', fileName, source: html })
        api.builtRoutes.push({ path: render.path, pageFile: render.pageFile, htmlFile: fileName, prerendered: render.prerender, loadedForNothing })
      }
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: securityHeadersConf(template) })
      const written = api.builtRoutes.filter((route) => route.htmlFile !== undefined)
      const inBrowser = written.filter((route) => !route.prerendered).map((route) => route.path)
      this.info(`prerendered ${written.length - inBrowser.length} of ${written.length} routes, as src/routes/routeTable.ts declares; in the browser only: ${inBrowser.join(', ')}`)
    },
  }
}
