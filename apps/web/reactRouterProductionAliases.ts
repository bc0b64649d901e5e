/**
 * React Router 7's `exports` map names only `dist/development`, so every bundler ships its development build
 * (dev warnings on, extra checks, ~10 kB gzip more) to production: remix-run/react-router#12532, #14102, #14753.
 * For `vite build` these aliases point `react-router` and `react-router/dom` at the production files beside
 * them. Both must move together: each build's entry files import their shared chunks by relative path, so
 * mixing a development `react-router` with a production `react-router/dom` would bundle two routers with two
 * contexts. react-router-dom only re-exports these two specifiers, so it follows them.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Alias } from 'vite'

export function reactRouterProductionAliases(): Alias[] {
  // Resolved from react-router-dom, which is what the app depends on (pnpm keeps react-router beside it).
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'))
  const production = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production')
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ]
}
