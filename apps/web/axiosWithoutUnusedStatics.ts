/**
 * `vite build` only: axios without two statics of its default export that no code of ours uses, ~1 KB of gzip
 * on every route that talks to the backend (the route budget of scripts/budgets.ts).
 *
 * axios's `lib/axios.js` hangs its whole API on the default export (`axios.HttpStatusCode`,
 * `axios.CancelToken`, `axios.spread`, …), so no bundler can leave any of it out. Two of those are bulky and
 * unused here: `HttpStatusCode`, a table of some 60 status names, and `CancelToken`, the cancellation API
 * axios deprecated for `AbortSignal`. axios itself never imports them elsewhere: it reads a config's
 * `cancelToken` by its shape. This plugin answers those two imports of lib/axios.js, and only those, with
 * stubs: an empty `HttpStatusCode` and a `CancelToken` that throws, saying why, if anything ever constructs it.
 * axiosWithoutUnusedStatics.test.ts fails when the installed axios is not the one these imports were read in,
 * or when code of ours starts to use either.
 *
 * Dev, the unit tests and the prerender run the real axios (`apply: 'build'`).
 */
import type { Plugin } from 'vite'

/** The id the stubs are loaded under (`\0`: a virtual module no other plugin touches), by the file they replace. */
export const STATICS_STUB_IDS: Readonly<Record<string, string>> = {
  './helpers/HttpStatusCode.js': '\0h5:axios-http-status-code-stub',
  './cancel/CancelToken.js': '\0h5:axios-cancel-token-stub',
}

const LEFT_OUT = 'is left out of the app build (apps/web/axiosWithoutUnusedStatics.ts): cancel with an AbortSignal'

/** The stubs' source, by id. */
export const STATICS_STUBS: Readonly<Record<string, string>> = {
  '\0h5:axios-http-status-code-stub': 'export default Object.freeze({});\n',
  '\0h5:axios-cancel-token-stub': [
    'export default class CancelToken {',
    `  constructor() { throw new Error('axios CancelToken ${LEFT_OUT}'); }`,
    `  static source() { throw new Error('axios CancelToken.source ${LEFT_OUT}'); }`,
    '}',
    '',
  ].join('\n'),
}

/** Whether `importer` is axios's own entry module (`axios/lib/axios.js`), on any OS. */
function isAxiosEntry(importer: string): boolean {
  return /[\\/]node_modules[\\/]axios[\\/]lib[\\/]axios\.js$/.test(importer)
}

export function axiosWithoutUnusedStatics(): Plugin {
  return {
    name: 'h5-axios-without-unused-statics',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import to the real file first.
    enforce: 'pre',
    resolveId(source, importer) {
      return importer !== undefined && isAxiosEntry(importer) ? (STATICS_STUB_IDS[source] ?? null) : null
    },
    load(id) {
      return STATICS_STUBS[id] ?? null
    },
  }
}
