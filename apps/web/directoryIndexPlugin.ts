/**
 * `vite preview` answers `/<path>` with `<path>/index.html` when the build has that file, as the static hosts
 * the app deploys to do (README "Deploying the app": nginx `try_files $uri $uri/ /index.html`, object-storage
 * website hosting with index document `index.html`). Without it, Vite's preview looks for `<path>.html` and
 * then falls back to the bare index.html: every route would lose its own HTML (title, inlined CSS, prerender)
 * in the e2e tests and the Lighthouse runs (scripts/lighthouse/previewServer.ts), which measure what a real
 * host serves. Like nginx, it serves the file at the address without a redirect.
 */
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The URL to serve instead of `url` from the built `outDir`: `<path>/index.html` (query kept) when `url`'s path
 * has no trailing slash and the build wrote that file; undefined otherwise (Vite serves it as it is).
 *
 * @example
 * directoryIndexUrl('dist', '/redpacket/open?redpacketID=rp_1') // '/redpacket/open/index.html?redpacketID=rp_1'
 */
export function directoryIndexUrl(outDir: string, url: string): string | undefined {
  const [path = '', query] = url.split(/\?(.*)/s, 2)
  if (path === '/' || path.endsWith('/')) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const file = join(outDir, decoded, 'index.html')
  // join normalises `..`: a path that climbs out of outDir is not ours to answer.
  if (!file.startsWith(join(outDir, '/')) || !existsSync(file) || !statSync(file).isFile()) return undefined
  return `${path}/index.html${query === undefined ? '' : `?${query}`}`
}

export function directoryIndexPlugin(): Plugin {
  return {
    name: 'h5-directory-index',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      // Added before Vite's own static and html-fallback middlewares, which run after this hook.
      server.middlewares.use((req, _res, next) => {
        if ((req.method === 'GET' || req.method === 'HEAD') && req.url) req.url = directoryIndexUrl(outDir, req.url) ?? req.url
        next()
      })
    },
  }
}
