/**
 * The one tsup config every published package uses: ESM + CJS + .d.ts, no bundled dependencies,
 * a clean dist each build. A package's own tsup.config.ts only names its entry points.
 */
import { defineConfig, type Options } from 'tsup'

export function packageConfig(entry: Record<string, string>): Options | Options[] {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: false,
    treeshake: true,
    target: 'es2020',
    platform: 'browser',
  }) as Options
}
