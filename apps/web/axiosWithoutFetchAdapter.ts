/**
 * `vite build` only: axios without its fetch adapter (the 130 KB budget of /redpacket/open, scripts/budgets.ts).
 *
 * axios's adapter list is `['xhr', 'http', 'fetch']` and it takes the first one the environment supports: in a
 * browser, and in every webview we run in, that is XHR, so the fetch adapter never runs. Yet axios's
 * `lib/adapters/adapters.js` imports `./fetch.js`, which builds its adapter at load time, so no bundler can
 * drop it: ~7 kB minified, ~4 kB of gzip in the axios chunk (`pnpm size` prints the chunk). This plugin
 * answers that one import, and only when axios's adapters.js makes it, with a stub that says "fetch is not
 * available" (`getFetch()` returns false, the value axios itself uses for an unsupported adapter). Nothing else
 * changes: `@h5/api` sends every request over XHR, as before. Old axios versions are not an option (their
 * security fixes), and the package keeps depending on the real axios for its other users.
 *
 * Dev, the unit tests and the prerender run the real axios (`apply: 'build'`).
 */
import type { Plugin } from 'vite'

/** The id the stub is loaded under (`\0`: a virtual module no other plugin touches). */
export const FETCH_ADAPTER_STUB_ID = '\0h5:axios-fetch-adapter-stub'

/** The stub: the shape of axios's `lib/adapters/fetch.js` that adapters.js reads, with fetch unavailable. */
export const FETCH_ADAPTER_STUB = 'export const getFetch = () => false;\nexport default undefined;\n'

/** Whether `importer` is axios's own adapter registry (`axios/lib/adapters/adapters.js`), on any OS. */
function isAxiosAdapterRegistry(importer: string): boolean {
  return /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
}

export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'h5-axios-without-fetch-adapter',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import to the real file first.
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer !== undefined && isAxiosAdapterRegistry(importer) ? FETCH_ADAPTER_STUB_ID : null
    },
    load(id) {
      return id === FETCH_ADAPTER_STUB_ID ? FETCH_ADAPTER_STUB : null
    },
  }
}
