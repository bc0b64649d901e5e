/**
 * The one list of test projects (Vitest 4 dropped workspace files, so `pnpm test:unit` points vitest at this
 * config). Every project reads package source through the shared aliases: tests never wait on a build.
 */
import { defineConfig } from 'vitest/config'
import { sourceAliases } from './scripts/source-aliases.ts'

type Environment = 'node' | 'jsdom'

function project(name: string, root: string, environment: Environment, setupFiles: string[] = []) {
  return {
    resolve: { alias: sourceAliases },
    test: {
      name,
      root,
      environment,
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }
}

export default defineConfig({
  test: {
    projects: [
      project('bridge', 'packages/bridge', 'jsdom'),
      project('api', 'packages/api', 'node'),
      project('redpacket', 'packages/redpacket', 'node'),
      project('teen', 'packages/teen', 'node'),
      project('mock-backend', 'packages/mock-backend', 'node'),
      {
        // The build and measuring tools: scripts/, the packages' own scripts (type generation) and the app's
        // build-time code (chunk layout, prerender).
        resolve: { alias: sourceAliases },
        test: {
          name: 'tooling',
          root: '.',
          environment: 'node',
          include: [
            'scripts/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'apps/web/prerender/**/*.test.ts',
            'apps/web/*.test.ts',
          ],
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
})
