import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { FAKE_NATIVE_GLOBAL } from '@h5/bridge/testing'
import { MOCK_ERRNO, MOCK_JSAPI_OFF_PREFIX, MOCK_NATIVE_PATH, MOCK_PACKETS, MOCK_PAY_PATH, MOCK_USER, MOCK_WX_APPID, MOCK_WX_PATH, SCENARIOS } from '@h5/mock-backend'
import { E2E_OUT_DIR } from '../buildFolders'
import { NATIVE_USER_STORAGE_KEY } from '../src/dev/nativeUser'

/**
 * The production build holds neither MSW nor the simulator (docs/architecture.md, "The layers": `src/dev`).
 * `pnpm e2e` builds first (`VITE_TEST_PAGES=1`, into dist-e2e/: buildFolders.ts), so this reads the very
 * build the preview server serves: the shipped build without the developer pages holds no more.
 */
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', E2E_OUT_DIR)

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** Strings only MSW, the simulator or the fake native (@h5/bridge/testing, src/dev/appNative.ts) put in a bundle. */
const MOCK_MARKERS = [
  'mockServiceWorker',
  '[MSW]',
  'setupWorker',
  MOCK_USER.accessToken,
  MOCK_PACKETS.openable,
  // Only the simulator says this; the app shows a server's errmsg but never holds it. (Not a text that
  // @h5/redpacket also knows, such as 手慢了，红包派完了: the red-packet pages bundle that package.)
  MOCK_ERRNO.noSuchPacket.errmsg,
  '接口不存在',
  // The simulator's scenario registry (the dev index lists it).
  SCENARIOS.minor.description,
  FAKE_NATIVE_GLOBAL,
  // The stand-in WeChat H5 pay / Alipay wap pay pages: only the simulator serves them.
  MOCK_PAY_PATH,
  '模拟支付',
  // The stand-ins for WeChat inside its browser (the authorisation redirect, the fake WeixinJSBridge that settles
  // at MOCK_PAY_PATH/jsapi) and for native's bindings: dev and preview only.
  MOCK_WX_PATH,
  MOCK_WX_APPID,
  MOCK_JSAPI_OFF_PREFIX,
  MOCK_NATIVE_PATH,
  SCENARIOS['recharge-pay-slow'].description,
  // Scenario users: the simulated app signs in as them (src/dev/nativeUser.ts); production holds one strict
  // rule for the address's tokens and knows nothing of scenarios.
  'scn-open.',
  NATIVE_USER_STORAGE_KEY,
  '场景用户',
]

test('the production build contains no MSW worker script, no mock code and no fake native', () => {
  expect(existsSync(join(dist, 'index.html'))).toBe(true)
  expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false)
  const offenders = files(dist)
    .filter((file) => /\.(js|mjs|html|css|json)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return MOCK_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(dist, file)}: ${marker}`)
    })
  expect(offenders).toEqual([])
})

/**
 * Strings only the Markdown parser puts in a bundle (mdast-util-from-markdown's error text, a token name of
 * micromark's GFM table syntax): the documents of apps/web/content/ are compiled at build time
 * (apps/web/contentPlugin.ts), so no parser ships to phones.
 */
const MARKDOWN_PARSER_MARKERS = ['Cannot close document, a token', 'tableDelimiterRow', 'micromark']

test('the production build contains no Markdown parser, only compiled documents', () => {
  const offenders = files(dist)
    .filter((file) => /\.(js|mjs|html)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return MARKDOWN_PARSER_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(dist, file)}: ${marker}`)
    })
  expect(offenders).toEqual([])
  // The compiled privacy policy is there, as data.
  const privacy = readFileSync(join(dist, 'agreement/privacy/index.html'), 'utf8')
  expect(privacy).toContain('剪贴板内容')
})

test('the build writes the host’s security headers, whose CSP allows exactly the inline scripts the HTML has', () => {
  const conf = readFileSync(join(dist, 'security-headers.conf'), 'utf8')
  const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)![1]!
  expect(csp).toContain("frame-ancestors 'self'")
  const html = readFileSync(join(dist, 'redpacket', 'open', 'index.html'), 'utf8')
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  expect(inline).toHaveLength(2)
  for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;')
  expect(conf).toMatch(/add_header Permissions-Policy "[^"]*camera=\(\)[^"]*" always;/)
})

// `pnpm e2e:build` names the fake native's picture host (VITE_CDN_HOSTS=cdn.example.com), as a deployment names its CDN.
test('the CSP lets the page connect and load pictures only where the build settings say', () => {
  const conf = readFileSync(join(dist, 'security-headers.conf'), 'utf8')
  const header = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)![1]!
  const metas = files(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1])
  expect(metas.length).toBeGreaterThan(50)
  for (const policy of [header, ...metas]) {
    expect(policy).toContain("connect-src 'self';")
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com;")
  }
})
