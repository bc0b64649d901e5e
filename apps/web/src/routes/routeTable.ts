import type { Params } from 'react-router-dom'
import { loadFamilyPage, TEST_PAGES, type PageModule } from './familyPages'
import { isWellFormedId } from './isWellFormedId'

export type { PageModule } from './familyPages'

/**
 * The route table: every page of the product's route list, one line each (so parallel work merges line by
 * line), with its Chinese title (shown as document.title), its family (the first path segment, `index` for `/`)
 * and whether it is built. A `planned` page renders the planned placeholder (`该页面暂未开放`); a `ready` page is
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
export type RouteStatus = 'ready' | 'planned'

export interface RouteEntry {
  path: string
  title: string
  family: string
  status: RouteStatus
  /**
   * Loads the page module of a `ready` route. The table's own entries load it through their family's page
   * list (routes/familyPages.ts); a test's table may give any loader.
   */
  load?: () => Promise<PageModule>
  /** A nested child's parent path (nested routes). */
  parent?: string
  /**
   * The page's validity check: false shows the 404 page. Runs before the page renders, with the
   * path params and the query string.
   */
  validate?: (params: Params, search: URLSearchParams) => boolean
  /**
   * Whether the build writes the route's first paint into its HTML, so it paints before any JS
   * (apps/web/prerender/prerenderPlugin.ts). Declared here, then verified by the build: a route that declares
   * it but renders differently per visit, reads its address, fails its validity check or has form fields fails
   * the build. Unset, a planned route prerenders (its placeholder is the same for every visit) and a ready one
   * does not: a page says `prerender: true` once its first render is the same for every visit
   * (routes/declaresPrerender.ts).
   */
  prerender?: boolean
}

/** A line of the table: an entry without its loader, which {@link routeTable} adds from the family's page list. */
type RouteLine = Omit<RouteEntry, 'load'>

/** The developer pages (/test/) are ready only in a build that has them (routes/familyPages.ts). */
const DEVELOPER_PAGE_STATUS: RouteStatus = TEST_PAGES ? 'ready' : 'planned'

const ROUTE_LINES: readonly RouteLine[] = [
  { path: '/', title: '首页', family: 'index', status: 'ready', prerender: true },
  { path: '/520', title: '520 告白季', family: '520', status: 'planned' },
  { path: '/activityCenter', title: '活动中心', family: 'activityCenter', status: 'planned' },
  { path: '/alipay', title: '钻石充值', family: 'alipay', status: 'ready' },
  { path: '/banner', title: '活动横幅', family: 'banner', status: 'planned' },
  { path: '/beautifulnum', title: '靓号', family: 'beautifulnum', status: 'planned' },
  { path: '/benefit', title: '福利中心', family: 'benefit', status: 'ready' },
  { path: '/broadcast', title: '广播', family: 'broadcast', status: 'planned' },
  { path: '/download', title: '下载 App', family: 'download', status: 'planned' },
  { path: '/draw', title: '抽奖', family: 'draw', status: 'planned' },
  { path: '/dreampoker', title: '梦幻扑克', family: 'dreampoker', status: 'planned' },
  { path: '/gst', title: '公会星探', family: 'gst', status: 'planned' },
  { path: '/Halloween', title: '万圣节活动', family: 'Halloween', status: 'planned' },
  { path: '/home', title: '个人主页', family: 'home', status: 'planned' },
  { path: '/hv', title: '高能视频', family: 'hv', status: 'planned' },
  { path: '/iOSAppDown', title: '下载 iOS App', family: 'iOSAppDown', status: 'planned' },
  { path: '/links', title: '链接', family: 'links', status: 'planned' },
  { path: '/login', title: '登录', family: 'login', status: 'ready' },
  { path: '/luckyDart', title: '幸运飞镖', family: 'luckyDart', status: 'planned' },
  { path: '/moneybox', title: '存钱罐', family: 'moneybox', status: 'planned' },
  { path: '/newUserCenter', title: '新人中心', family: 'newUserCenter', status: 'planned' },
  { path: '/oauth', title: '实名认证', family: 'oauth', status: 'ready' },
  { path: '/partner', title: '合作伙伴', family: 'partner', status: 'planned' },
  { path: '/presenter', title: '主播中心', family: 'presenter', status: 'planned' },
  { path: '/pullnew', title: '邀请好友', family: 'pullnew', status: 'planned' },
  { path: '/rank', title: '排行榜', family: 'rank', status: 'planned' },
  { path: '/room', title: '语音房', family: 'room', status: 'planned' },
  { path: '/rules', title: '规则说明', family: 'rules', status: 'ready' },
  { path: '/teenager', title: '青少年模式', family: 'teenager', status: 'ready', prerender: true },
  { path: '/weekstar', title: '周星榜', family: 'weekstar', status: 'planned' },
  { path: '/welcome', title: '欢迎', family: 'welcome', status: 'planned' },
  { path: '/wxcash', title: '微信提现', family: 'wxcash', status: 'ready' },
  { path: '/wxpay', title: '钻石充值', family: 'wxpay', status: 'ready' },
  { path: '/xuanjingpoker', title: '玄境扑克', family: 'xuanjingpoker', status: 'planned' },
  { path: '/yaoyaoji', title: '摇摇机', family: 'yaoyaoji', status: 'planned' },
  { path: '/520/rule', title: '520 活动规则', family: '520', status: 'ready', prerender: true },
  { path: '/account/cancellation', title: '注销账号', family: 'account', status: 'ready' },
  { path: '/activityCenter/equation', title: '方程式活动', family: 'activityCenter', status: 'planned' },
  { path: '/activityCenter/sisipoker', title: '四四扑克', family: 'activityCenter', status: 'planned' },
  { path: '/activityCenter/update', title: '版本更新活动', family: 'activityCenter', status: 'planned' },
  { path: '/activityCenter/weal', title: '福利活动', family: 'activityCenter', status: 'planned' },
  { path: '/agreement/agreementpop', title: '协议提示', family: 'agreement', status: 'ready' },
  { path: '/agreement/privacy', title: '隐私政策', family: 'agreement', status: 'ready', prerender: true },
  { path: '/agreement/recharge', title: '充值协议', family: 'agreement', status: 'ready', prerender: true },
  { path: '/agreement/user', title: '用户协议', family: 'agreement', status: 'ready', prerender: true },
  { path: '/alipay/newpay', title: '钻石充值', family: 'alipay', status: 'ready' },
  { path: '/banner/forbid', title: '封禁说明', family: 'banner', status: 'ready' },
  { path: '/beautifulnum/rule', title: '靓号规则', family: 'beautifulnum', status: 'ready', prerender: true },
  { path: '/benefit/cash', title: '红钻提现', family: 'benefit', status: 'ready' },
  { path: '/benefit/hz', title: '红钻兑换', family: 'benefit', status: 'ready' },
  { path: '/benefit/hzoption', title: '兑换档位', family: 'benefit', status: 'ready' },
  { path: '/benefit/login', title: '登录福利', family: 'benefit', status: 'ready' },
  { path: '/benefit/lz', title: '奖励领取', family: 'benefit', status: 'ready' },
  { path: '/benefit/zs', title: '赠送好友', family: 'benefit', status: 'ready' },
  { path: '/broadcast/myList', title: '我的广播', family: 'broadcast', status: 'planned' },
  { path: '/draw/rule', title: '抽奖规则', family: 'draw', status: 'ready', prerender: true },
  { path: '/family/introduction', title: '家族介绍', family: 'family', status: 'planned' },
  { path: '/family/level', title: '家族等级', family: 'family', status: 'planned' },
  { path: '/game/august', title: '八月活动', family: 'game', status: 'planned' },
  { path: '/game/familyfight', title: '家族争霸', family: 'game', status: 'planned' },
  { path: '/game/iphone', title: 'iPhone 抽奖', family: 'game', status: 'planned' },
  { path: '/game/julyActivities', title: '七月活动', family: 'game', status: 'planned' },
  { path: '/game/qixi', title: '七夕活动', family: 'game', status: 'planned' },
  { path: '/game/xag', title: '小游戏', family: 'game', status: 'planned' },
  { path: '/game/youcaihua', title: '有才华', family: 'game', status: 'planned' },
  { path: '/gonghui/cash', title: '公会提现', family: 'gonghui', status: 'planned' },
  { path: '/gonghui/fzoption', title: '公会分账', family: 'gonghui', status: 'planned' },
  { path: '/gonghui/rmblist', title: '公会收益明细', family: 'gonghui', status: 'planned' },
  { path: '/gonghui/wallet', title: '公会钱包', family: 'gonghui', status: 'planned' },
  { path: '/gonghui/zs', title: '公会钻石', family: 'gonghui', status: 'planned' },
  { path: '/gonghui/zslist', title: '公会钻石明细', family: 'gonghui', status: 'planned' },
  { path: '/gst/dianchang', title: '公会点唱', family: 'gst', status: 'planned' },
  { path: '/gst/gstsign', title: '公会签约', family: 'gst', status: 'planned' },
  { path: '/gst/jiazu', title: '公会家族', family: 'gst', status: 'planned' },
  { path: '/gst/paidan', title: '公会派单', family: 'gst', status: 'planned' },
  { path: '/gst/zhaomu', title: '公会招募', family: 'gst', status: 'planned' },
  { path: '/Halloween/bd', title: '万圣节榜单', family: 'Halloween', status: 'planned' },
  { path: '/Halloween/dd', title: '万圣节捣蛋', family: 'Halloween', status: 'planned' },
  { path: '/hv/detail', title: '高能视频详情', family: 'hv', status: 'planned' },
  { path: '/hv/rule', title: '高能视频规则', family: 'hv', status: 'ready', prerender: true },
  { path: '/links/dx', title: '短信链接', family: 'links', status: 'planned' },
  { path: '/luckyDart/dialog', title: '幸运飞镖', family: 'luckyDart', status: 'planned' },
  { path: '/moneybox/rule', title: '存钱罐规则', family: 'moneybox', status: 'ready', prerender: true },
  { path: '/oauth/config', title: '认证设置', family: 'oauth', status: 'ready' },
  { path: '/oauth/manual', title: '人工认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/phone', title: '手机认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/quick', title: '快速认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2', title: '实名认证', family: 'oauth', status: 'ready' },
  { path: '/partner/nav', title: '合作伙伴', family: 'partner', status: 'planned' },
  { path: '/presenter/accessitem', title: '主播权益', family: 'presenter', status: 'planned' },
  { path: '/presenter/detail', title: '主播详情', family: 'presenter', status: 'planned' },
  { path: '/pullnew/accept', title: '接受邀请', family: 'pullnew', status: 'planned' },
  { path: '/pullnew/write', title: '填写邀请码', family: 'pullnew', status: 'planned' },
  { path: '/redpacket/noSupport', title: '红包', family: 'redpacket', status: 'ready' },
  { path: '/redpacket/open', title: '红包', family: 'redpacket', status: 'ready', prerender: true },
  { path: '/redpacket/send', title: '发红包', family: 'redpacket', status: 'ready' },
  { path: '/room/invitation', title: '房间邀请', family: 'room', status: 'planned' },
  { path: '/room/shareroom', title: '分享房间', family: 'room', status: 'planned' },
  { path: '/rule/banlvkongjian', title: '伴侣空间规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/choujiang', title: '抽奖规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/dingzhiliwu', title: '定制礼物规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/gaojichoujiang', title: '高级抽奖规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/hechang', title: '合唱规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/hunliliucheng', title: '婚礼流程规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/huoli', title: '活力值规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/jingxi', title: '惊喜规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/love', title: '恋爱规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/lovers', title: '情侣规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/mingrentang', title: '名人堂规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/poprule', title: '弹窗规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/qinmi', title: '亲密度规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/shidainban', title: '时代伴规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/wodisha', title: '卧底杀规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/xiaoxingyun', title: '小幸运规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/xingyunchoujiang', title: '幸运抽奖规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rule/zhaopin', title: '招聘规则', family: 'rule', status: 'ready', prerender: true },
  { path: '/rules/indexOld', title: '规则说明', family: 'rules', status: 'ready' },
  { path: '/rules/redtoblue', title: '红钻兑换规则', family: 'rules', status: 'ready', prerender: true },
  { path: '/rules/redtocash', title: '红钻提现规则', family: 'rules', status: 'ready', prerender: true },
  { path: '/task/new', title: '新手任务', family: 'task', status: 'planned' },
  { path: '/teenager/ageLimit', title: '使用时长', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/changePwd', title: '修改密码', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/closePwd', title: '关闭青少年模式', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/detail', title: '青少年模式说明', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/input', title: '输入密码', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/nav', title: '青少年模式', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/rePwd', title: '确认密码', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/selectAge', title: '选择年龄段', family: 'teenager', status: 'ready' },
  { path: '/teenager/setPwd', title: '设置密码', family: 'teenager', status: 'ready', prerender: true },
  { path: '/teenager/timePwd', title: '使用受限', family: 'teenager', status: 'ready' },
  { path: '/test/bridge', title: '桥接调试台', family: 'test', status: DEVELOPER_PAGE_STATUS },
  { path: '/test/comp', title: '组件示例', family: 'test', status: DEVELOPER_PAGE_STATUS },
  { path: '/test/pag', title: 'PAG 动画示例', family: 'test', status: 'planned' },
  { path: '/user/game', title: '我的游戏', family: 'user', status: 'planned' },
  { path: '/user/member', title: '会员中心', family: 'user', status: 'planned' },
  { path: '/user/protector', title: '守护', family: 'user', status: 'planned' },
  { path: '/user/uservip', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/vipv2', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/work1', title: '我的作品', family: 'user', status: 'planned' },
  { path: '/wealth/detail', title: '财富等级详情', family: 'wealth', status: 'planned' },
  { path: '/wealth/newwealth', title: '财富等级', family: 'wealth', status: 'planned' },
  { path: '/wealth/rule', title: '财富等级规则', family: 'wealth', status: 'ready', prerender: true },
  { path: '/weekstar/lastweek', title: '上周周星', family: 'weekstar', status: 'planned' },
  { path: '/weekstar/rule', title: '周星规则', family: 'weekstar', status: 'ready', prerender: true },
  { path: '/work/forward1', title: '作品转发', family: 'work', status: 'planned' },
  { path: '/work/lrc', title: '歌词', family: 'work', status: 'planned' },
  { path: '/wxcash/cash', title: '提现', family: 'wxcash', status: 'ready' },
  { path: '/wxcash/cashdetail', title: '提现详情', family: 'wxcash', status: 'ready' },
  { path: '/wxcash/cashoption', title: '提现方式', family: 'wxcash', status: 'ready' },
  { path: '/wxcash/cashrecords', title: '提现记录', family: 'wxcash', status: 'ready' },
  { path: '/account/cancellation/check', title: '注销检查', family: 'account', status: 'ready' },
  { path: '/account/cancellation/code', title: '注销验证码', family: 'account', status: 'ready' },
  { path: '/account/cancellation/done', title: '注销完成', family: 'account', status: 'ready' },
  { path: '/game/august/headFrame', title: '头像框活动', family: 'game', status: 'planned' },
  { path: '/game/august/summer', title: '夏日活动', family: 'game', status: 'planned' },
  { path: '/game/august/waterPark', title: '水上乐园', family: 'game', status: 'planned' },
  { path: '/game/august/summer/config', title: '夏日活动配置', family: 'game', status: 'planned' },
  { path: '/game/familyfight/dec', title: '家族争霸说明', family: 'game', status: 'planned' },
  { path: '/game/familyfight/end', title: '家族争霸结果', family: 'game', status: 'planned' },
  { path: '/game/familyfight/first', title: '家族争霸首轮', family: 'game', status: 'planned' },
  { path: '/game/familyfight/senced', title: '家族争霸次轮', family: 'game', status: 'planned' },
  { path: '/game/julyActivities/howeGift', title: '七月礼物', family: 'game', status: 'planned' },
  { path: '/game/julyActivities/julyList', title: '七月榜单', family: 'game', status: 'planned' },
  { path: '/game/julyActivities/propPlay', title: '道具玩法', family: 'game', status: 'planned' },
  { path: '/game/julyActivities/howeGift/config', title: '七月礼物配置', family: 'game', status: 'planned' },
  { path: '/game/qixi/edge', title: '七夕情缘', family: 'game', status: 'planned' },
  { path: '/game/qixi/lists', title: '七夕榜单', family: 'game', status: 'planned' },
  { path: '/game/qixi/meet', title: '七夕相遇', family: 'game', status: 'planned' },
  { path: '/game/qixi/meet/config', title: '七夕相遇配置', family: 'game', status: 'planned' },
  { path: '/oauth/phone/mancheck', title: '手机人工审核', family: 'oauth', status: 'ready' },
  { path: '/oauth/phone/nav', title: '手机认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/phone/newphone', title: '更换手机号', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2/living', title: '活体认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2/manual', title: '人工认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2/quick', title: '快速认证', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2/quickResult', title: '快速认证结果', family: 'oauth', status: 'ready' },
  { path: '/oauth/v2/result', title: '认证结果', family: 'oauth', status: 'ready' },
  { path: '/user/uservip/nav', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/uservip/svip', title: 'SVIP 会员', family: 'user', status: 'planned' },
  { path: '/user/uservip/vip', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/vipv2/nav', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/vipv2/svip', title: 'SVIP 会员', family: 'user', status: 'planned' },
  { path: '/user/vipv2/vip', title: 'VIP 会员', family: 'user', status: 'planned' },
  { path: '/user/vipv2/xvip', title: 'XVIP 会员', family: 'user', status: 'planned' },
  { path: '/wealth/items/jcpp', title: '财富特权：进场飘屏', family: 'wealth', status: 'planned' },
  { path: '/wealth/items/qp', title: '财富特权：气泡', family: 'wealth', status: 'planned' },
  { path: '/wealth/items/tab', title: '财富特权', family: 'wealth', status: 'planned' },
  { path: '/wealth/items/tupian', title: '财富特权：图片', family: 'wealth', status: 'planned' },
  { path: '/wealth/items/txk', title: '财富特权：头像框', family: 'wealth', status: 'planned' },
  { path: '/oauth/manual/card', title: '人工认证', family: 'oauth', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/manual/phone', title: '人工认证', family: 'oauth', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/manual/result', title: '认证结果', family: 'oauth', status: 'ready', parent: '/oauth/manual' },
  { path: '/oauth/quick/result', title: '认证结果', family: 'oauth', status: 'ready', parent: '/oauth/quick' },
  { path: '/rule/dynamic/:id?', title: '活动规则', family: 'rule', status: 'ready', validate: ({ id }) => id === undefined || isWellFormedId(id) },
  { path: '/links/:id', title: '链接', family: 'links', status: 'planned', validate: ({ id }) => isWellFormedId(id) },
  { path: '/tuiguang/:kol?', title: '推广', family: 'tuiguang', status: 'planned', validate: ({ kol }) => kol === undefined || isWellFormedId(kol) },
]

/** The route table: each line, a ready one with the loader of its page (routes/familyPages.ts). */
export const routeTable: readonly RouteEntry[] = ROUTE_LINES.map((line) =>
  line.status === 'ready' ? { ...line, load: () => loadFamilyPage(line.family, line.path) } : line,
)
