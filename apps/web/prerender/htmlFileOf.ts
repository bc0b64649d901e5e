/**
 * The HTML file the build writes for a route and a host serves its address from (README "Deploying the app"):
 * index.html for `/`, `<path>.html` otherwise. The prerender plugin writes it; `pnpm size` reads it.
 *
 * @example
 * htmlFileOf('/redpacket/open') // 'redpacket/open.html'
 */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}
