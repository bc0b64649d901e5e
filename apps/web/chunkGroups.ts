/**
 * Output layout of `vite build` (the budgets of scripts/budgets.ts), as Rolldown code-splitting groups:
 *
 * - `framework`: React, React Router and valtio (with the syntax helpers Oxc injects). Every route
 *   runs them at start-up and they change only with a dependency upgrade, so phones keep them cached across our
 *   deploys. One file: split further, gzip loses the words they share.
 * - `vendor-<package>`: every other npm library, in a chunk of its own (axios for the API pages, Sentry for
 *   monitoring). Left to the automatic splitting, a library one page uses is inlined into that page's chunk:
 *   the red-packet page would carry axios's 21 kB gzip against the 10 kB page budget, and every deploy would
 *   make phones download it again. A vendor chunk must never be start-up JS; `pnpm size` fails if one is.
 *
 * The app's own modules are split automatically: the entry, the app shell (src/start.tsx) and the pages.
 */
import type { Rolldown } from 'vite'

/** Libraries every route runs at start-up. */
const FRAMEWORK_PACKAGES = new Set(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'valtio', 'proxy-compare'])

/** The name of the framework chunk. */
export const FRAMEWORK_CHUNK = 'framework'

/** The name of the app shell's chunk, after its entry, src/start.tsx (e2e specs hold the app back by it). */
export const APP_CHUNK = 'start'

/** The prefix of every vendor chunk's name. */
export const VENDOR_CHUNK_PREFIX = 'vendor-'

/** The npm package a module id belongs to (the last `node_modules/` segment, scope included), if any. */
export function packageOf(moduleId: string): string | undefined {
  return /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId)?.[1]?.replace('\\', '/')
}

/**
 * The helpers Oxc injects when it lowers syntax for the target (class fields): shared by the app and its
 * libraries, they belong with the framework, or a vendor chunk holding one would be start-up JS.
 */
const isSyntaxHelper = (moduleId: string) => moduleId.includes('@oxc-project+runtime')

/** Sentry ships as a family of packages (@sentry/browser, @sentry/core, @sentry-internal/…): one chunk. */
function vendorChunkName(pkg: string): string {
  const name = /^@sentry(-internal)?\//.test(pkg) ? 'sentry' : pkg.replace(/^@/, '').replace('/', '-')
  return `${VENDOR_CHUNK_PREFIX}${name}`
}

/** Rolldown's `output.codeSplitting.groups` for the layout above. */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    {
      name: FRAMEWORK_CHUNK,
      test: (moduleId) => FRAMEWORK_PACKAGES.has(packageOf(moduleId) ?? '') || isSyntaxHelper(moduleId),
      priority: 2,
    },
    {
      debugName: 'vendor',
      name: (moduleId) => {
        const pkg = packageOf(moduleId)
        return pkg && !FRAMEWORK_PACKAGES.has(pkg) ? vendorChunkName(pkg) : null
      },
      priority: 1,
    },
  ]
}
