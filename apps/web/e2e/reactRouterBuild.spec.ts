import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { E2E_OUT_DIR } from '../buildFolders'

/**
 * `vite build` bundles React Router's production build (apps/web/reactRouterProductionAliases.ts): its
 * development build keeps warnings such as this one, which the production build compiles away.
 * `pnpm e2e` builds first, so this reads the build the preview serves (dist-e2e/: buildFolders.ts).
 */
const assets = join(dirname(fileURLToPath(import.meta.url)), '..', E2E_OUT_DIR, 'assets')

test('the production bundle holds React Router’s production build, without its development warnings', () => {
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
  expect(js.some((code) => code.includes('useNavigate() may be used only in the context'))).toBe(true)
  expect(js.filter((code) => code.includes('No routes matched location'))).toEqual([])
})
