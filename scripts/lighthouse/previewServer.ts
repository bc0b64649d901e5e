/**
 * The app's `vite preview` for one build directory: the same server as `pnpm preview` and the e2e tests, so
 * `/v1` is answered by the mock backend over real HTTP and history-mode deep links get index.html.
 */
import { preview, type PreviewServer } from 'vite'

export async function startPreview(root: string, outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  })
}
