/**
 * What the prerender plugin (prerenderPlugin.ts) tells the rest of the build about the routes it wrote, through
 * its `api`: `pnpm size` measures every route from it (scripts/size/appBundle.ts).
 */

/** The plugin's name, by which a build's resolved config finds it. */
export const PRERENDER_PLUGIN_NAME = 'h5-prerender'

/** A route of the route table as the build wrote it. */
export interface BuiltRoute {
  path: string
  /** The page module of a ready route; a planned route has none. */
  pageFile?: string
  /** The route's own HTML file; none for a route with parameters, which index.html answers. */
  htmlFile?: string
  /** Whether its HTML holds its first paint. */
  prerendered: boolean
  /** Chunks it loads at start-up that hold none of the code it runs (chunkGraph.ts `chunksLoadedForNothing`). */
  loadedForNothing: string[]
}

/** The plugin's `api`: every route of the last build, filled in as the build writes the HTML. */
export interface PrerenderApi {
  builtRoutes: BuiltRoute[]
}
