/**
 * Where `vite build` writes (vite.config.ts), by what the build holds, so a build with the developer pages can
 * never be the one that ships:
 * - `dist/`: the app as users get it (deploy it; `pnpm preview` serves it);
 * - `dist-e2e/`: a build with `VITE_TEST_PAGES=1`, the developer pages in it (`pnpm e2e`, `pnpm e2e:loaded`; the
 *   Playwright config previews it and e2e/productionBundle.spec.ts reads it);
 * - `dist-eager/`: the Lighthouse baseline of `pnpm bench:lighthouse` (`H5_EAGER=1`).
 * All three are git-ignored.
 */
export const SHIPPED_OUT_DIR = 'dist'
export const E2E_OUT_DIR = 'dist-e2e'
export const EAGER_OUT_DIR = 'dist-eager'

/**
 * The folder a build goes to.
 *
 * @example buildOutDir({ eager: false, testPages: true }) // 'dist-e2e'
 */
export function buildOutDir({ eager, testPages }: { eager: boolean; testPages: boolean }): string {
  if (eager) return EAGER_OUT_DIR
  return testPages ? E2E_OUT_DIR : SHIPPED_OUT_DIR
}
