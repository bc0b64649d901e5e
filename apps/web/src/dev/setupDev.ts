import { setupDevNative } from './setupDevNative'

/**
 * Dev-only wiring (`pnpm dev`), imported dynamically by main.tsx behind `import.meta.env.DEV`, so none of it
 * reaches the production bundle: the fake native (`?native=ios|android|off`) and the MSW worker.
 */
export async function setupDev(): Promise<void> {
  setupDevNative()
  // Off when H5_BACKEND_URL sends /v1 to a real backend (mockBackendPlugin.ts).
  if (import.meta.env.H5_MOCK_BACKEND) await (await import('./mockWorker')).startMockWorker()
}
