/** The Node-only entry: serving the handlers over HTTP (Vite preview, e2e). Kept apart so browsers never load it. */
export { createMockMiddleware } from './createMockMiddleware.ts'
export type { Middleware } from './createMockMiddleware.ts'
