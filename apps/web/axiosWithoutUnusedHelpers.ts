/**
 * `vite build` only: axios without the helpers of request kinds no code of ours sends, ~1.2 KB of gzip on every
 * route that talks to the backend (the route budget of scripts/budgets.ts).
 *
 * Every request of ours goes through @h5/api's client as JSON, over XHR, with no progress listener. axios's modules
 * import the helpers of the other kinds all the same, so no bundler can leave them out:
 * - `helpers/formDataToJSON.js`: a `FormData` body sent as JSON (and the `axios.formToJSON` static);
 * - `helpers/toURLEncodedForm.js`: a body sent as `application/x-www-form-urlencoded`;
 * - `core/setFormDataHeaders.js`: the headers of Node's `form-data` package, never in a browser;
 * - `helpers/progressEventReducer.js` (with its speedometer and throttle): `onUploadProgress` and
 *   `onDownloadProgress`;
 * - `helpers/cookies.js` and `helpers/isURLSameOrigin.js`: the XSRF cookie, read before a same-origin request
 *   unless `withXSRFToken` is false, as @h5/api's transport sets it (our API takes its tokens in the request, never
 *   from a cookie; packages/api/src/__tests__/xhrAdapter.test.ts holds that no cookie is read).
 * This plugin answers those imports, when an axios module makes them, with stubs that throw, saying why, if
 * anything ever calls them. axiosWithoutUnusedHelpers.test.ts fails when the installed axios is not the one these
 * were read in, when axios calls them on another path, or when code of ours starts to send such a request (the
 * object store's photo upload posts its `FormData` with fetch, not axios) or turns the XSRF cookie on.
 *
 * Dev, the unit tests and the prerender run the real axios (`apply: 'build'`).
 */
import { posix } from 'node:path'
import type { Plugin } from 'vite'

const LEFT_OUT = 'is left out of the app build (apps/web/axiosWithoutUnusedHelpers.ts): requests of ours are JSON, with no progress listener and no XSRF cookie'

/** A stub module whose every named export, and default export, throws when called. */
function throwingModule(what: string, named: readonly string[]): string {
  const thrower = `() => { throw new Error('axios ${what} ${LEFT_OUT}'); }`
  return [...named.map((name) => `export const ${name} = ${thrower};`), `export default ${thrower};`, ''].join('\n')
}

/** A stub module whose default export is an object whose every method throws when called. */
function throwingObjectModule(what: string, methods: readonly string[]): string {
  const thrower = `() => { throw new Error('axios ${what} ${LEFT_OUT}'); }`
  return `export default { ${methods.map((method) => `${method}: ${thrower}`).join(', ')} };\n`
}

/** The helpers left out, by their path under axios's `lib/`: the id of the stub and its source. */
export const HELPER_STUBS: Readonly<Record<string, { id: string; source: string }>> = {
  'helpers/formDataToJSON.js': { id: '\0h5:axios-form-data-to-json-stub', source: throwingModule('formDataToJSON', []) },
  'helpers/toURLEncodedForm.js': { id: '\0h5:axios-url-encoded-form-stub', source: throwingModule('toURLEncodedForm', []) },
  'core/setFormDataHeaders.js': { id: '\0h5:axios-form-data-headers-stub', source: throwingModule('setFormDataHeaders', []) },
  'helpers/cookies.js': { id: '\0h5:axios-cookies-stub', source: throwingObjectModule('cookies', ['read', 'readAsync', 'write', 'remove']) },
  'helpers/isURLSameOrigin.js': { id: '\0h5:axios-same-origin-stub', source: throwingModule('isURLSameOrigin', []) },
  'helpers/progressEventReducer.js': {
    id: '\0h5:axios-progress-events-stub',
    source: throwingModule('progress events', ['progressEventReducer', 'progressEventDecorator', 'asyncDecorator']),
  },
}

/** The path under axios's `lib/` that `source`, imported by the axios module `importer`, names; undefined otherwise. */
export function axiosLibPathOf(source: string, importer: string | undefined): string | undefined {
  if (importer === undefined || !source.startsWith('.')) return undefined
  const importerPath = importer.replaceAll('\\', '/')
  const lib = importerPath.lastIndexOf('/node_modules/axios/lib/')
  if (lib < 0) return undefined
  const libDir = importerPath.slice(0, lib + '/node_modules/axios/lib/'.length)
  const target = posix.join(posix.dirname(importerPath), source)
  return target.startsWith(libDir) ? target.slice(libDir.length) : undefined
}

export function axiosWithoutUnusedHelpers(): Plugin {
  const stubs = new Map(Object.values(HELPER_STUBS).map(({ id, source }) => [id, source]))
  return {
    name: 'h5-axios-without-unused-helpers',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import to the real file first.
    enforce: 'pre',
    resolveId(source, importer) {
      const path = axiosLibPathOf(source, importer)
      return path === undefined ? null : (HELPER_STUBS[path]?.id ?? null)
    },
    load(id) {
      return stubs.get(id) ?? null
    },
  }
}
