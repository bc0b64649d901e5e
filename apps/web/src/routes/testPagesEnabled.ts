/**
 * Whether a build has the developer pages under /test/ (the bridge console, the component gallery): `vite`
 * dev and the unit tests (any mode but production), and a production build made with `VITE_TEST_PAGES=1`
 * (what `pnpm e2e` tests). Never by default in a production build: the bridge console lets anyone fire every
 * native op with any payload (exitAccount, payV2, PIN guesses), so shipped builds leave the pages' code out
 * entirely (issue 13). vite.config.ts turns the answer into the compile-time constant `__TEST_PAGES__`, so the
 * bundler drops the pages' imports; `pnpm size` fails when a default build still has a /test/ module.
 *
 * @example testPagesEnabled('production', undefined) // false: `vite build`
 */
export function testPagesEnabled(mode: string, testPagesSetting: string | undefined): boolean {
  return mode !== 'production' || testPagesSetting === '1'
}
