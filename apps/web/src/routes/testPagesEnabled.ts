/**
 * Whether this build has the developer pages under /test/ (the bridge console, the component gallery): in dev,
 * and in a build made with `VITE_TEST_PAGES=1` (what `pnpm e2e` tests). Never by default in a production
 * build: the bridge console lets anyone fire every native op with any payload (exitAccount, payV2, PIN
 * guesses), so shipped builds leave the pages' code out entirely (issue 13). `pnpm size` checks the default
 * build has no /test/ page chunk (scripts/size/testPagesAbsent.ts).
 *
 * @example testPagesEnabled(import.meta.env) // false in `vite build` without VITE_TEST_PAGES=1
 */
export function testPagesEnabled(env: { DEV: boolean; VITE_TEST_PAGES?: string }): boolean {
  return env.DEV || env.VITE_TEST_PAGES === '1'
}
