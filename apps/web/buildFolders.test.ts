import type { ConfigEnv, UserConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import viteConfig from './vite.config.ts'

/**
 * The developer pages reach a build only with `VITE_TEST_PAGES=1`, whatever the mode, and such a build goes to
 * dist-e2e/, never to dist/ (buildFolders.ts, src/routes/testPagesEnabled.ts).
 */
function configFor(run: Pick<ConfigEnv, 'command' | 'mode'>): UserConfig {
  return (viteConfig as (env: ConfigEnv) => UserConfig)({ ...run, isSsrBuild: false, isPreview: false })
}

afterEach(() => vi.unstubAllEnvs())

describe('vite.config.ts: where a build goes and whether it has the developer pages', () => {
  it.each(['production', 'staging', 'development'])('`vite build --mode %s` ships without them, to dist/', (mode) => {
    vi.stubEnv('VITE_TEST_PAGES', '')
    const config = configFor({ command: 'build', mode })
    expect(config.define?.__TEST_PAGES__).toBe('false')
    expect(config.build?.outDir).toBe('dist')
  })

  it.each(['production', 'staging'])('`VITE_TEST_PAGES=1 vite build --mode %s` has them, in dist-e2e/', (mode) => {
    vi.stubEnv('VITE_TEST_PAGES', '1')
    const config = configFor({ command: 'build', mode })
    expect(config.define?.__TEST_PAGES__).toBe('true')
    expect(config.build?.outDir).toBe('dist-e2e')
  })

  it('the dev server has them', () => {
    vi.stubEnv('VITE_TEST_PAGES', '')
    expect(configFor({ command: 'serve', mode: 'development' }).define?.__TEST_PAGES__).toBe('true')
  })
})
