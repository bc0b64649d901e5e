/** How Vite runs: `command` and `mode` of its config function (vite.config.ts). */
export interface ViteRun {
  /** `build` for `vite build`; `serve` for the dev server, the unit tests and the build's prerender server. */
  command: 'build' | 'serve'
  mode: string
}

/**
 * Whether a build has the developer pages under /test/ (the bridge console, the component gallery): only a
 * build made with `VITE_TEST_PAGES=1` (what `pnpm e2e` builds, into its own folder: vite.config.ts), whatever
 * its mode (`vite build --mode staging` is a build users may get); and the dev server and the unit tests, which
 * serve in a mode other than production. The prerender's server (apps/web/prerender/renderRoutes.ts) serves in
 * production mode, so it sees the pages exactly when the build it renders for has them. The bridge console lets
 * anyone fire every native op with any payload (exitAccount, payV2, PIN guesses), so shipped builds leave the
 * pages' code out entirely. vite.config.ts turns the answer into the compile-time constant `__TEST_PAGES__`, so
 * the bundler drops the pages' imports; `pnpm size` fails when a default build still has a /test/ module.
 *
 * @example
 * testPagesEnabled({ command: 'build', mode: 'staging' }, undefined) // false: `vite build --mode staging`
 * testPagesEnabled({ command: 'build', mode: 'production' }, '1')    // true: `VITE_TEST_PAGES=1 vite build`
 * testPagesEnabled({ command: 'serve', mode: 'development' }, undefined) // true: `pnpm dev`
 */
export function testPagesEnabled({ command, mode }: ViteRun, testPagesSetting: string | undefined): boolean {
  return testPagesSetting === '1' || (command === 'serve' && mode !== 'production')
}
