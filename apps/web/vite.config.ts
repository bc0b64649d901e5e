import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceAliases } from '../../scripts/source-aliases.ts'
import { mockBackendPlugin } from './mockBackendPlugin.ts'

export default defineConfig({
  plugins: [react(), mockBackendPlugin()],
  // The app reads package source, so `pnpm dev` and the tests never wait on a package build (DESIGN §1).
  resolve: { alias: sourceAliases },
  build: {
    target: 'es2020',
    // Budgets are checked by the size script (DESIGN §8), not by Vite's generic warning.
    chunkSizeWarningLimit: 200,
  },
  server: { port: 5173 },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
})
