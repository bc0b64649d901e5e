import { createMockBackend } from '@h5/mock-backend'
import { setupWorker } from 'msw/browser'

/**
 * `pnpm dev`: the backend simulator in the browser (README "The backend: simulator or real"). The worker script is
 * served by mockBackendPlugin.ts in dev only; requests the handlers do not know (the app's own modules) pass
 * through.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...createMockBackend().handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
}
