import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceAliases } from '../../scripts/source-aliases.ts'
import { axiosWithoutFetchAdapter } from './axiosWithoutFetchAdapter.ts'
import { axiosWithoutUnusedHelpers } from './axiosWithoutUnusedHelpers.ts'
import { axiosWithoutUnusedStatics } from './axiosWithoutUnusedStatics.ts'
import { mockBackendPlugin } from './mockBackendPlugin.ts'
import { prerenderPlugin } from './prerender/prerenderPlugin.ts'
import { preloadListsWithoutLoaded } from './preloadListsWithoutLoaded.ts'
import { reactRouterProductionAliases } from './reactRouterProductionAliases.ts'
import { chunkGroups } from './chunkGroups.ts'
import { contentPlugin } from './contentPlugin.ts'
import { cspPlugin } from './cspPlugin.ts'
import { directoryIndexPlugin } from './directoryIndexPlugin.ts'
import { testPagesEnabled } from './src/routes/testPagesEnabled.ts'
import { buildOutDir } from './buildFolders.ts'

/**
 * `H5_EAGER=1 vite build` builds the Lighthouse baseline of `pnpm bench:lighthouse`: the same app as one
 * bundle, every page and every lazy module inlined, no code splitting. It goes to dist-eager/, so it never
 * replaces the real build.
 */
const eager = process.env.H5_EAGER === '1'

export default defineConfig(({ command, mode }) => {
  // The developer pages (src/routes/testPagesEnabled.ts): only `VITE_TEST_PAGES=1` puts them in a build, and
  // such a build goes to dist-e2e/, never dist/ (buildFolders.ts).
  const testPages = testPagesEnabled({ command, mode }, process.env.VITE_TEST_PAGES)
  // Preload lists without what is loaded already (preloadListsWithoutLoaded.ts): its plugin and its option.
  const preloadLists = preloadListsWithoutLoaded()
  return {
    // `vite build` only: prerenderPlugin writes per-route HTML with the first paint of routes that may be
    // prerendered; axiosWithoutFetchAdapter drops axios's fetch adapter, which never runs in a browser, and
    // axiosWithoutUnusedStatics two statics of axios's default export no code of ours uses, axiosWithoutUnusedHelpers
    // the helpers of form bodies and progress listeners no request of ours has.
    // `vite preview` only: directoryIndexPlugin serves `<path>/index.html` for `/<path>`, as the static hosts do.
    // contentPlugin compiles the documents of content/ at build time (docs/content.md); dev, tests and prerender too.
    // cspPlugin adds the hosts of the build settings to index.html's CSP (dev and build).
    plugins: [
      react(),
      contentPlugin(),
      cspPlugin(),
      mockBackendPlugin(),
      directoryIndexPlugin(),
      axiosWithoutFetchAdapter(),
      axiosWithoutUnusedStatics(),
      axiosWithoutUnusedHelpers(),
      preloadLists.plugin,
      prerenderPlugin(),
    ],
    // The developer pages as a constant, so a shipped build drops their code.
    define: { __TEST_PAGES__: JSON.stringify(testPages) },
    resolve: {
      alias: [
        // The app reads package source, so `pnpm dev` and the tests never wait on a package build (README "Layout").
        ...sourceAliases,
        // `vite build` only: dev and the unit tests keep React Router's development build and its warnings.
        ...(command === 'build' ? reactRouterProductionAliases() : []),
      ],
    },
    build: {
      target: 'es2020',
      modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
      outDir: buildOutDir({ eager, testPages }),
      // Budgets are checked by `pnpm size` (scripts/size.ts, scripts/budgets.ts), not by Vite's generic warning.
      chunkSizeWarningLimit: eager ? 2000 : 500,
      rolldownOptions: {
        output: {
          codeSplitting: eager
            ? false
            : { groups: chunkGroups(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) },
        },
        // The prerender is most of the build's time by design; Rolldown's slow-plugin notice would print every build.
        checks: { bundlerTimings: false },
      },
    },
    server: { port: 5173 },
    preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  }
})
