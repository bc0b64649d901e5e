/**
 * A route's first paint as HTML, rendered in Node at build time by the prerender plugin (prerenderPlugin.ts)
 * through Vite's module runner: the same routes, layout and page components as the browser, through React
 * Router's static handler (which runs the validity check and loads the lazy page first, as the client does
 * before it hydrates, src/main.tsx). Never part of the client bundle.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { buildRoutes } from '../src/router'

export interface FirstPaint {
  /** The route's HTTP-like status: 200, or 404 for a failed validity check. */
  status: number
  /** The markup inside #root. */
  html: string
}

/** Renders `url` (absolute) as the browser's first render of it. */
export async function renderFirstPaint(url: string): Promise<FirstPaint> {
  const handler = createStaticHandler(buildRoutes())
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return { status: context.status, html: '' }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  )
  return { status: context.statusCode, html }
}
