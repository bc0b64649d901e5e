import type { FamilyPagesModule, PageModule } from './routeTypes'

/**
 * Whether this build has the developer pages (routes/testPagesEnabled.ts): a constant vite.config.ts defines,
 * so in a shipped build `TEST_PAGES ? … : …` folds away with the pages' `import()`. Outside Vite (the e2e specs
 * read the route table in Node) e2e/playwright.config.ts defines it as a global, as the e2e build has it.
 */
declare const __TEST_PAGES__: boolean
export const TEST_PAGES = typeof __TEST_PAGES__ !== 'undefined' && __TEST_PAGES__

/**
 * Each family's page list, loaded with the first page of the family: one line per family, never one per page.
 * The app chunk (start-up JS on every route) holds this object; a dynamic import there costs, besides the
 * call, the hashed file names of everything the imported chunk needs (Vite's `__vite__mapDeps`, which gzip
 * cannot shrink): about 70 bytes a page when the route table imported each page itself. Here the page imports
 * and their file lists are in the family's own small chunk, so a page made ready in an existing family adds
 * nothing to start-up and a new family adds one line. On a route's first visit the page list and the page load
 * one after the other, unless the route's HTML preloads both, as the build makes it do
 * (apps/web/prerender/prerenderPlugin.ts); links prefetch both ahead of the tap.
 *
 * A family's key is its route table `family`, its folder under pages/; routes/familyPages.test.ts checks that
 * the lists and the table's ready routes are the same.
 */
export const familyPages: Readonly<Partial<Record<string, () => Promise<FamilyPagesModule>>>> = {
  '520': () => import('../pages/520/520Pages'),
  account: () => import('../pages/account/accountPages'),
  agreement: () => import('../pages/agreement/agreementPages'),
  alipay: () => import('../pages/alipay/alipayPages'),
  banner: () => import('../pages/banner/bannerPages'),
  beautifulnum: () => import('../pages/beautifulnum/beautifulnumPages'),
  benefit: () => import('../pages/benefit/benefitPages'),
  draw: () => import('../pages/draw/drawPages'),
  home: () => import('../pages/home/homePages'),
  hv: () => import('../pages/hv/hvPages'),
  index: () => import('../pages/index/indexPages'),
  login: () => import('../pages/login/loginPages'),
  moneybox: () => import('../pages/moneybox/moneyboxPages'),
  oauth: () => import('../pages/oauth/oauthPages'),
  redpacket: () => import('../pages/redpacket/redpacketPages'),
  rule: () => import('../pages/rule/rulePages'),
  rules: () => import('../pages/rules/rulesPages'),
  teenager: () => import('../pages/teenager/teenagerPages'),
  test: TEST_PAGES ? () => import('../pages/test/testPages') : undefined,
  user: () => import('../pages/user/userPages'),
  wealth: () => import('../pages/wealth/wealthPages'),
  welcome: () => import('../pages/welcome/welcomePages'),
  weekstar: () => import('../pages/weekstar/weekstarPages'),
  wxcash: () => import('../pages/wxcash/wxcashPages'),
  wxpay: () => import('../pages/wxpay/wxpayPages'),
}

/**
 * Loads the page module of the ready route at `path` of `family`: the family's page list, then the page.
 * Rejects when either fails to load, or when the list has no page for the path (a table out of step with the
 * lists, which routes/familyPages.test.ts rules out).
 *
 * @example
 * const { default: Page } = await loadFamilyPage('redpacket', '/redpacket/open')
 */
export async function loadFamilyPage(family: string, path: string): Promise<PageModule> {
  const list = familyPages[family]
  if (!list) throw new Error(`routes/familyPages.ts has no page list for the family ${family}`)
  const { pages } = await list()
  const load = pages[path]
  if (!load) throw new Error(`pages/${family}/${family}Pages.ts has no page for ${path}`)
  return load()
}
