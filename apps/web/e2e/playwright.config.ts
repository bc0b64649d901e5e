import { defineConfig } from '@playwright/test'
import { E2E_OUT_DIR } from '../buildFolders'

/**
 * E2E in Debian's Chromium (no browser download is possible here), as a phone inside the app: 390x844, touch,
 * and an iOS user agent carrying `pid/123456` (the in-app marker, docs/native-contract.md "Environments"). Runs
 * against the production build with the developer pages, `VITE_TEST_PAGES=1 vite build`, which goes to
 * dist-e2e/ (never dist/: buildFolders.ts), served by `vite preview`; `pnpm e2e` at the root builds first.
 */
const port = Number(process.env.PREVIEW_PORT ?? 4173)
// The suite tests a build with the developer pages under /test/ (`pnpm e2e` builds with VITE_TEST_PAGES=1);
// specs that read the route table (src/routes/routeTable.ts) see it the same way through the constant the
// app's build defines.
;(globalThis as { __TEST_PAGES__?: boolean }).__TEST_PAGES__ = true
export const IN_APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 pid/123456'

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  // Caps, not waits: every wait follows the app's state and returns the moment the state is reached. They are
  // set for the slowest machine the suite runs on — CI's 2 shared cores kept busy by other work, where one page
  // load can take several seconds and the bridge's 5 s deadline (999) is 5 s plus whatever the busy machine adds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: IN_APP_USER_AGENT,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir ${E2E_OUT_DIR} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
