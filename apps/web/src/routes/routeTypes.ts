/**
 * The types of the route table and the families' page lists. A leaf: it imports nothing of the app, so the
 * platform, the pages and the table can all name these types without an import cycle (the table loads the page
 * lists, the lists name the pages, the pages use the platform; were the types in the table, the platform would
 * import it back). scripts/import-cycles.ts, run by `pnpm lint`, fails on any cycle, type-only imports counted.
 */
import type { ComponentType } from 'react'
import type { Params } from 'react-router-dom'

/** What a page module exports: the page, as its default export. */
export interface PageModule {
  default: ComponentType
}

/**
 * A family's page modules by route path (pages/<family>/<family>Pages.ts): its own `./NamePage`, or for a route
 * that shows a document, that document's page `content/<path>.md?page` (docs/content.md, "A document's page").
 */
export type FamilyPages = Readonly<Record<string, () => Promise<PageModule>>>

/** A family's page-list module. */
export interface FamilyPagesModule {
  pages: FamilyPages
}

/** A route is built (`ready`: its page renders) or not yet (`planned`: the 该页面暂未开放 placeholder). */
export type RouteStatus = 'ready' | 'planned'

/**
 * A route of the table (routes/routeTable.ts): its path, family and whether it is built. Its Chinese title is
 * routes/routeTitles.ts's.
 */
export interface RouteEntry {
  path: string
  /**
   * The title of a route with parameters only: index.html answers it and cannot name it, so the app shows it at
   * once. Every other route's is in routes/routeTitles.ts.
   */
  title?: string
  family: string
  status: RouteStatus
  /**
   * Loads the page module of a `ready` route. The table's own entries load it through their family's page
   * list (routes/familyPages.ts); a test's table may give any loader.
   */
  load?: () => Promise<PageModule>
  /** A nested child's parent path (nested routes). */
  parent?: string
  /**
   * The page's validity check: false shows the 404 page. Runs before the page renders, with the
   * path params and the query string.
   */
  validate?: (params: Params, search: URLSearchParams) => boolean
  /**
   * Whether the build writes the route's first paint into its HTML, so it paints before any JS
   * (apps/web/prerender/prerenderPlugin.ts). Declared here, then verified by the build: a route that declares
   * it but renders differently per visit, reads its address, fails its validity check or has form fields fails
   * the build. Unset, a planned route prerenders (its placeholder is the same for every visit) and a ready one
   * does not: a page says `prerender: true` once its first render is the same for every visit
   * (routes/declaresPrerender.ts).
   */
  prerender?: boolean
}
