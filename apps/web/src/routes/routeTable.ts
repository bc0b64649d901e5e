/**
 * The route table: every page of the product's route list, one line each (so parallel work merges line by
 * line), and whether it is built. Its Chinese title is in routes/routeTitles.ts, loaded when the app moves to
 * another route, not with this table, which is start-up JS of every route. Its family is the first path
 * segment (`index` for `/`, {@link familyOf}): the table is start-up JS of every route, so it does not spell
 * the family out again. A `planned` page renders the planned placeholder (`该页面暂未开放`); a `ready` page is
 * rendered by the module its family's page list names for its path, pages/<family>/<family>Pages.ts
 * (routes/familyPages.ts): the table itself names no page module, so a page made ready adds nothing to the
 * start-up JS that holds this table (README "Performance"). src/router.tsx turns the table into routes;
 * routes/testdata/routes.txt (a copy of the product's list) is what routeTable.test.ts holds it to.
 *
 * Nested routes: /oauth/manual has the children default, card, phone and result; /oauth/quick has default and
 * result. A child line names its `parent`; the parent's own line describes its `default` child (the index
 * route at the parent's path).
 *
 * Prerender (the `prerender` field): the planned placeholder prerenders unless its line says `prerender: false`;
 * a ready page renders in the browser only unless its line says `prerender: true`.
 */
import { loadFamilyPage, TEST_PAGES } from './familyPages'
import { isWellFormedId } from './isWellFormedId'
import type { RouteEntry, RouteStatus } from './routeTypes'

/** A line of the table: an entry without its family and loader, which {@link routeTable} adds. */
type RouteLine = Omit<RouteEntry, 'load' | 'family'>

/** A path's family: its first segment, `index` for `/` (`/oauth/v2/quick` is the oauth family's). */
export function familyOf(path: string): string {
  return path.split('/')[1] || 'index'
}

/** The developer pages (/test/) are ready only in a build that has them (routes/familyPages.ts). */
const DEVELOPER_PAGE_STATUS: RouteStatus = TEST_PAGES ? 'ready' : 'planned'

const ROUTE_LINES: readonly RouteLine[] = [
  { path: '/', status: 'ready', prerender: true },
  { path: '/520', status: 'planned' },
  { path: '/activityCenter', status: 'planned' },
  { path: '/alipay', status: 'ready' },
  { path: '/banner', status: 'planned' },
  { path: '/beautifulnum', status: 'planned' },
  { path: '/benefit', status: 'ready' },
  { path: '/broadcast', status: 'planned' },
  { path: '/download', status: 'planned' },
  { path: '/draw', status: 'planned' },
  { path: '/dreampoker', status: 'planned' },
  { path: '/gst', status: 'planned' },
  { path: '/Halloween', status: 'planned' },
  { path: '/home', status: 'planned' },
  { path: '/hv', status: 'planned' },
  { path: '/iOSAppDown', status: 'planned' },
  { path: '/links', status: 'planned' },
  { path: '/login', status: 'ready' },
  { path: '/luckyDart', status: 'planned' },
  { path: '/moneybox', status: 'planned' },
  { path: '/newUserCenter', status: 'planned' },
  { path: '/oauth', status: 'ready' },
  { path: '/partner', status: 'planned' },
  { path: '/presenter', status: 'planned' },
  { path: '/pullnew', status: 'planned' },
  { path: '/rank', status: 'planned' },
  { path: '/room', status: 'planned' },
  { path: '/rules', status: 'ready' },
  { path: '/teenager', status: 'ready', prerender: true },
  { path: '/weekstar', status: 'planned' },
  { path: '/welcome', status: 'planned' },
  { path: '/wxcash', status: 'ready' },
  { path: '/wxpay', status: 'ready' },
  { path: '/xuanjingpoker', status: 'planned' },
  { path: '/yaoyaoji', status: 'planned' },
  { path: '/520/rule', status: 'ready', prerender: true },
  { path: '/account/cancellation', status: 'ready' },
  { path: '/activityCenter/equation', status: 'planned' },
  { path: '/activityCenter/sisipoker', status: 'planned' },
  { path: '/activityCenter/update', status: 'planned' },
  { path: '/activityCenter/weal', status: 'planned' },
  { path: '/agreement/agreementpop', status: 'ready' },
  { path: '/agreement/privacy', status: 'ready', prerender: true },
  { path: '/agreement/recharge', status: 'ready', prerender: true },
  { path: '/agreement/user', status: 'ready', prerender: true },
  { path: '/alipay/newpay', status: 'ready' },
  { path: '/banner/forbid', status: 'ready' },
  { path: '/beautifulnum/rule', status: 'ready', prerender: true },
  { path: '/benefit/cash', status: 'ready' },
  { path: '/benefit/hz', status: 'ready' },
  { path: '/benefit/hzoption', status: 'ready' },
  { path: '/benefit/login', status: 'ready' },
  { path: '/benefit/lz', status: 'ready' },
  { path: '/benefit/zs', status: 'ready' },
  { path: '/broadcast/myList', status: 'planned' },
  { path: '/draw/rule', status: 'ready', prerender: true },
  { path: '/family/introduction', status: 'planned' },
  { path: '/family/level', status: 'planned' },
  { path: '/game/august', status: 'planned' },
  { path: '/game/familyfight', status: 'planned' },
  { path: '/game/iphone', status: 'planned' },
  { path: '/game/julyActivities', status: 'planned' },
  { path: '/game/qixi', status: 'planned' },
  { path: '/game/xag', status: 'planned' },
  { path: '/game/youcaihua', status: 'planned' },
  { path: '/gonghui/cash', status: 'planned' },
  { path: '/gonghui/fzoption', status: 'planned' },
  { path: '/gonghui/rmblist', status: 'planned' },
  { path: '/gonghui/wallet', status: 'planned' },
  { path: '/gonghui/zs', status: 'planned' },
  { path: '/gonghui/zslist', status: 'planned' },
  { path: '/gst/dianchang', status: 'planned' },
  { path: '/gst/gstsign', status: 'planned' },
  { path: '/gst/jiazu', status: 'planned' },
  { path: '/gst/paidan', status: 'planned' },
  { path: '/gst/zhaomu', status: 'planned' },
  { path: '/Halloween/bd', status: 'planned' },
  { path: '/Halloween/dd', status: 'planned' },
  { path: '/hv/detail', status: 'planned' },
  { path: '/hv/rule', status: 'ready', prerender: true },
  { path: '/links/dx', status: 'planned' },
  { path: '/luckyDart/dialog', status: 'planned' },
  { path: '/moneybox/rule', status: 'ready', prerender: true },
  { path: '/oauth/config', status: 'ready' },
  { path: '/oauth/manual', status: 'ready' },
  { path: '/oauth/phone', status: 'ready' },
  { path: '/oauth/quick', status: 'ready' },
  { path: '/oauth/v2', status: 'ready' },
  { path: '/partner/nav', status: 'planned' },
  { path: '/presenter/accessitem', status: 'planned' },
  { path: '/presenter/detail', status: 'planned' },
  { path: '/pullnew/accept', status: 'planned' },
  { path: '/pullnew/write', status: 'planned' },
  { path: '/redpacket/noSupport', status: 'ready' },
  { path: '/redpacket/open', status: 'ready', prerender: true },
  { path: '/redpacket/send', status: 'ready' },
  { path: '/room/invitation', status: 'planned' },
  { path: '/room/shareroom', status: 'planned' },
  { path: '/rule/banlvkongjian', status: 'ready', prerender: true },
  { path: '/rule/choujiang', status: 'ready', prerender: true },
  { path: '/rule/dingzhiliwu', status: 'ready', prerender: true },
  { path: '/rule/gaojichoujiang', status: 'ready', prerender: true },
  { path: '/rule/hechang', status: 'ready', prerender: true },
  { path: '/rule/hunliliucheng', status: 'ready', prerender: true },
  { path: '/rule/huoli', status: 'ready', prerender: true },
  { path: '/rule/jingxi', status: 'ready', prerender: true },
  { path: '/rule/love', status: 'ready', prerender: true },
  { path: '/rule/lovers', status: 'ready', prerender: true },
  { path: '/rule/mingrentang', status: 'ready', prerender: true },
  { path: '/rule/poprule', status: 'ready', prerender: true },
  { path: '/rule/qinmi', status: 'ready', prerender: true },
  { path: '/rule/shidainban', status: 'ready', prerender: true },
  { path: '/rule/wodisha', status: 'ready', prerender: true },
  { path: '/rule/xiaoxingyun', status: 'ready', prerender: true },
  { path: '/rule/xingyunchoujiang', status: 'ready', prerender: true },
  { path: '/rule/zhaopin', status: 'ready', prerender: true },
  { path: '/rules/indexOld', status: 'ready' },
  { path: '/rules/redtoblue', status: 'ready', prerender: true },
  { path: '/rules/redtocash', status: 'ready', prerender: true },
  { path: '/task/new', status: 'planned' },
  { path: '/teenager/ageLimit', status: 'ready', prerender: true },
  { path: '/teenager/changePwd', status: 'ready', prerender: true },
  { path: '/teenager/closePwd', status: 'ready', prerender: true },
  { path: '/teenager/detail', status: 'ready', prerender: true },
  { path: '/teenager/input', status: 'ready', prerender: true },
  { path: '/teenager/nav', status: 'ready', prerender: true },
  { path: '/teenager/rePwd', status: 'ready', prerender: true },
  { path: '/teenager/selectAge', status: 'ready' },
  { path: '/teenager/setPwd', status: 'ready', prerender: true },
  { path: '/teenager/timePwd', status: 'ready' },
  { path: '/test/bridge', status: DEVELOPER_PAGE_STATUS },
  { path: '/test/comp', status: DEVELOPER_PAGE_STATUS },
  { path: '/test/pag', status: 'planned' },
  { path: '/user/game', status: 'planned' },
  { path: '/user/member', status: 'planned' },
  { path: '/user/protector', status: 'planned' },
  { path: '/user/uservip', status: 'planned' },
  { path: '/user/vipv2', status: 'planned' },
  { path: '/user/work1', status: 'planned' },
  { path: '/wealth/detail', status: 'planned' },
  { path: '/wealth/newwealth', status: 'planned' },
  { path: '/wealth/rule', status: 'ready', prerender: true },
  { path: '/weekstar/lastweek', status: 'planned' },
  { path: '/weekstar/rule', status: 'ready', prerender: true },
  { path: '/work/forward1', status: 'planned' },
  { path: '/work/lrc', status: 'planned' },
  { path: '/wxcash/cash', status: 'ready' },
  { path: '/wxcash/cashdetail', status: 'ready' },
  { path: '/wxcash/cashoption', status: 'ready' },
  { path: '/wxcash/cashrecords', status: 'ready' },
  { path: '/account/cancellation/check', status: 'ready' },
  { path: '/account/cancellation/code', status: 'ready' },
  { path: '/account/cancellation/done', status: 'ready' },
  { path: '/game/august/headFrame', status: 'planned' },
  { path: '/game/august/summer', status: 'planned' },
  { path: '/game/august/waterPark', status: 'planned' },
  { path: '/game/august/summer/config', status: 'planned' },
  { path: '/game/familyfight/dec', status: 'planned' },
  { path: '/game/familyfight/end', status: 'planned' },
  { path: '/game/familyfight/first', status: 'planned' },
  { path: '/game/familyfight/senced', status: 'planned' },
  { path: '/game/julyActivities/howeGift', status: 'planned' },
  { path: '/game/julyActivities/julyList', status: 'planned' },
  { path: '/game/julyActivities/propPlay', status: 'planned' },
  { path: '/game/julyActivities/howeGift/config', status: 'planned' },
  { path: '/game/qixi/edge', status: 'planned' },
  { path: '/game/qixi/lists', status: 'planned' },
  { path: '/game/qixi/meet', status: 'planned' },
  { path: '/game/qixi/meet/config', status: 'planned' },
  { path: '/oauth/phone/mancheck', status: 'ready' },
  { path: '/oauth/phone/nav', status: 'ready' },
  { path: '/oauth/phone/newphone', status: 'ready' },
  { path: '/oauth/v2/living', status: 'ready' },
  { path: '/oauth/v2/manual', status: 'ready' },
  { path: '/oauth/v2/quick', status: 'ready' },
  { path: '/oauth/v2/quickResult', status: 'ready' },
  { path: '/oauth/v2/result', status: 'ready' },
  { path: '/user/uservip/nav', status: 'planned' },
  { path: '/user/uservip/svip', status: 'planned' },
  { path: '/user/uservip/vip', status: 'planned' },
  { path: '/user/vipv2/nav', status: 'planned' },
  { path: '/user/vipv2/svip', status: 'planned' },
  { path: '/user/vipv2/vip', status: 'planned' },
  { path: '/user/vipv2/xvip', status: 'planned' },
  { path: '/wealth/items/jcpp', status: 'planned' },
  { path: '/wealth/items/qp', status: 'planned' },
  { path: '/wealth/items/tab', status: 'planned' },
  { path: '/wealth/items/tupian', status: 'planned' },
  { path: '/wealth/items/txk', status: 'planned' },
  { path: '/oauth/manual/card', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/manual/phone', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/manual/result', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/quick/result', status: 'ready', parent: '/oauth/quick' },
  // Beyond the product's list (ADDED_PATHS): pages a user of such an app expects that the list lacks.
  { path: '/wxpay/records', status: 'ready' },
  { path: '/rule/dynamic/:id?', title: '活动规则', status: 'ready', validate: ({ id }) => id === undefined || isWellFormedId(id) },
  { path: '/links/:id', title: '链接', status: 'planned', validate: ({ id }) => isWellFormedId(id) },
  { path: '/tuiguang/:kol?', title: '推广', status: 'planned', validate: ({ kol }) => kol === undefined || isWellFormedId(kol) },
]

/**
 * The paths the table adds to the product's list (routes/testdata/routes.txt), each a page the list lacks and
 * a user of such an app expects: /wxpay/records, the recharge records (充值记录), linked from the recharge pages.
 * docs/families.md ("Routes beyond the product's list") says when a family may add one.
 */
export const ADDED_PATHS: readonly string[] = ['/wxpay/records']

/** The route table: each line with its family, a ready one with the loader of its page (routes/familyPages.ts). */
export const routeTable: readonly RouteEntry[] = ROUTE_LINES.map((line) => {
  const family = familyOf(line.path)
  return line.status === 'ready' ? { ...line, family, load: () => loadFamilyPage(family, line.path) } : { ...line, family }
})
