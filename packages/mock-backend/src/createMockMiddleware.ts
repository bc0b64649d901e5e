import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/**
 * Serves MSW handlers over real HTTP as a connect/Vite middleware, so `pnpm preview` and the e2e suite talk
 * to the simulator on the same origin as the built app (README, "The backend: simulator or real"). Only paths
 * under `prefix` are tried; one the handlers do not know is a JSON 404 (errno 404, `UnknownPathFailure` in
 * docs/openapi.yaml), never the app's HTML.
 *
 * Built on msw's `getResponse` rather than @mswjs/http-middleware, whose middleware needs Express's request
 * object and does not run on Vite's plain connect server.
 *
 * @example server.middlewares.use(createMockMiddleware(createMockBackend().handlers))
 */
export function createMockMiddleware(handlers: RequestHandler[], prefix = '/v1/'): Middleware {
  return (req, res, next) => {
    if (!req.url?.startsWith(prefix)) return next()
    respond(handlers, req, res).then((handled) => {
      if (handled) return
      res.statusCode = 404
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ errno: 404, errmsg: '接口不存在' }))
    }, next)
  }
}

async function respond(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const request = new Request(new URL(req.url!, `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
  const response = await getResponse(handlers, request)
  if (!response) return false
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
  return true
}
