/**
 * The test projects (Vitest 4 dropped workspace files, so `pnpm test:unit` points vitest at this config): one
 * per folder of packages/, named after the folder, in the environment its package.json asks for
 * (`"h5": { "testEnvironment": "jsdom" }`, `node` otherwise); then the tooling and the app. Every project reads
 * package source through the shared aliases: tests never wait on a build.
 */
import { defineConfig } from 'vitest/config'
import { readWorkspacePackages } from './scripts/packages/readWorkspacePackages.ts'
import { repoRoot } from './scripts/repoRoot.ts'
import { sourceAliases } from './scripts/source-aliases.ts'

/**
 * A cap, not a wait: tests wait on state, but CI's 2 busy cores stretch a whole-page jsdom render, a temporary
 * repository copy (scripts/packages/addingAPackage.test.ts) or a tsup build past vitest's default 5 s (one such
 * test failed at 4 s of work once the machine was loaded).
 */
const TEST_TIME_CAP_MS = 20_000

const packageProjects = readWorkspacePackages(repoRoot).map((pkg) => ({
  resolve: { alias: sourceAliases },
  test: {
    name: pkg.folder,
    root: pkg.dir,
    environment: pkg.settings.testEnvironment ?? 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: TEST_TIME_CAP_MS,
  },
}))

export default defineConfig({
  test: {
    projects: [
      ...packageProjects,
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
          testTimeout: TEST_TIME_CAP_MS,
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
          // Rendering whole pages in jsdom (the bridge console's 38 ops, typed into key by key) took over 5 s.
          testTimeout: TEST_TIME_CAP_MS,
          // A page test's set-up reads every style sheet of the app (test/installStylesheets.ts) and its afterEach
          // lays the test's states out in Chromium at 320 px (test/phoneWidth.ts, whose beforeAll starting
          // Chromium has a cap of its own): past the default 10 s on busy cores.
          hookTimeout: TEST_TIME_CAP_MS,
        },
      },
    ],
  },
})
