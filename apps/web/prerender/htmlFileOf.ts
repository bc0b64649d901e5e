/**
 * The HTML file the build writes for a route (README "Deploying the app"): index.html for `/`,
 * `<path>/index.html` otherwise. That is the file a plain static host finds for `/<path>` by itself: object
 * storage website hosting with index document `index.html`, S3, nginx with `try_files $uri $uri/ /index.html`.
 * A folder per route also lets a route be a prefix of another (`/oauth` and `/oauth/manual`). The prerender
 * plugin writes it; `pnpm size` reads it.
 *
 * @example
 * htmlFileOf('/redpacket/open') // 'redpacket/open/index.html'
 */
export function htmlFileOf(route: string): string {
  // A parameterised path has no one address to write; a trailing slash would give `<path>//index.html`.
  if (!route.startsWith('/') || !isStaticPath(route) || (route !== '/' && route.endsWith('/'))) {
    throw new Error(`${route} is not a static route path: no HTML file is written for it`)
  }
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
}

/**
 * Whether a route path is one address (`/oauth/manual`), not a pattern with parameters (`/rule/dynamic/:id?`):
 * only a static route has an HTML file of its own; index.html answers the others.
 */
export function isStaticPath(route: string): boolean {
  return !route.includes(':')
}
