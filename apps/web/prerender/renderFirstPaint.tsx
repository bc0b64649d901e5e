/**
 * A route's first paint as HTML, rendered in Node at build time by the prerender plugin (prerenderPlugin.ts)
 * through Vite's module runner: the same routes, layout and page components as the browser, under React
 * Router's static router, after the same preparation the browser makes before it hydrates (src/start.tsx): the
 * validity check run and the page module loaded; and as the tree the browser hydrates (`prerendered`). Never
 * part of the client bundle.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '../src/AppRoutes'
import { buildRoutes, preloadMatchedPage } from '../src/router'

export interface FirstPaint {
  /** The route's HTTP-like status: 200; 404 for a failed validity check; 500 when its page cannot load. */
  status: number
  /** The markup inside #root. */
  html: string
}

/** Renders `url` (absolute) as the browser's first render of it. */
export async function renderFirstPaint(url: string): Promise<FirstPaint> {
  const routes = buildRoutes()
  const { pathname, search } = new URL(url)
  const first = await preloadMatchedPage(routes, { pathname, search })
  if (first !== 'page') return { status: first === 'not-found' ? 404 : 500, html: '' }
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={`${pathname}${search}`}>
        <AppRoutes routes={routes} prerendered />
      </StaticRouter>
    </StrictMode>,
  )
  return { status: 200, html }
}
