/**
 * Where `/v1` goes (README "The backend: simulator or real"), for `vite dev` and `vite preview`:
 * - default, dev: the MSW worker in the browser (apps/web/src/dev/mockWorker.ts); this plugin serves the worker
 *   script at /mockServiceWorker.js from the msw package, so it never sits in public/ nor reaches dist.
 * - default, preview (and e2e): the same handlers over real HTTP on the app's origin.
 * - H5_BACKEND_URL=https://api.example.com: `/v1` is proxied there and the mock is off in both.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const WORKER_PATH = '/mockServiceWorker.js'

export function mockBackendPlugin(backendUrl = process.env.H5_BACKEND_URL): Plugin {
  const proxy = backendUrl ? { '/v1': { target: backendUrl, changeOrigin: true, secure: true } } : undefined
  return {
    name: 'h5-mock-backend',
    config: () => ({
      // Read by src/dev/setupDev.ts only, so it never changes the production bundle.
      define: { 'import.meta.env.H5_MOCK_BACKEND': JSON.stringify(!backendUrl) },
      server: { proxy },
      preview: { proxy },
    }),
    configureServer(server) {
      if (backendUrl) return
      const script = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8')
      server.middlewares.use(WORKER_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(script)
      })
    },
    async configurePreviewServer(server) {
      if (backendUrl) return
      // Relative source paths, not `@h5/mock-backend`: Vite bundles the config's own files but hands
      // package imports to Node, which cannot load the package's TypeScript source.
      const [{ createMockBackend }, { createMockMiddleware }] = await Promise.all([
        import('../../packages/mock-backend/src/index.ts'),
        import('../../packages/mock-backend/src/http.ts'),
      ])
      server.middlewares.use(createMockMiddleware(createMockBackend().handlers))
    },
  }
}
