import { http, type HttpHandler } from 'msw'
import { MOCK_AGREEMENT_VERSIONS, MOCK_APPEAL_PATH, MOCK_NOTICES, MOCK_RULES, MOCK_SUPPORT_ACCOUNT, MOCK_SUPPORT_TOPICS } from './contentFixtures.ts'
import { mockAppealPage } from './mockAppealPage.ts'
import type { AgreementKey } from './contentState.ts'
import { MOCK_ERRNO } from './errnos.ts'
import type { MockState } from './createMockState.ts'
import type { MockUser } from './createMockUser.ts'

type Json = Record<string, unknown>

/** The reply helpers of createHandlers.ts, handed in so both files answer the same way. */
export interface ReplyHelpers {
  ok: (data: unknown) => Response
  fail: (failure: { errno: number; errmsg: string }, status?: number) => Response
  /** A POST handler for the user its JSON body's token pair names (`findUser`; 8304006 otherwise). */
  authed: (path: string, handle: (body: Json, user: MockUser, state: MockState) => Response | Promise<Response>) => HttpHandler
}

const DAY = 24 * 60 * 60_000
const text = (value: string) => [{ type: 'text', text: value }]

/** The documents the simulated server holds, by `ruleID`. */
const RULE_DOCUMENTS: Record<string, Json> = {
  [MOCK_RULES.spring]: {
    id: MOCK_RULES.spring,
    title: '春日花朝节活动规则',
    version: '1.0',
    updated: '2026-11-20',
    effective: '2026-11-25',
    group: '限时活动',
    blocks: [
      { type: 'notice', content: [{ type: 'strong', text: '活动时间：' }, { type: 'text', text: '以活动页显示为准，结束后奖励 3 天内发放。' }] },
      { type: 'heading', level: 2, id: 'how', text: '怎么参加' },
      {
        type: 'list',
        ordered: true,
        items: [text('在任意语音房送出「花朝」礼物，即可获得花瓣。'), text('花瓣按日累计，每日 0 点清零。')],
      },
      { type: 'heading', level: 2, id: 'rewards', text: '奖励' },
      {
        type: 'table',
        head: [text('名次'), text('奖励')],
        rows: [
          [text('第 1 名'), text('限定头像框（30 天）')],
          [text('第 2–10 名'), text('限定气泡（15 天）')],
        ],
      },
      { type: 'image', src: '/favicon.svg', alt: '花朝节头像框示意', width: 120, height: 120 },
      { type: 'divider' },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: '充值相关说明见' }, { type: 'link', href: '/agreement/recharge', text: '《充值协议》' }, { type: 'text', text: '。' }],
      },
    ],
  },
  [MOCK_RULES.broken]: {
    id: MOCK_RULES.broken,
    title: '幸运转盘活动规则',
    version: '2.1',
    updated: '2026-11-18',
    effective: '2026-11-18',
    blocks: [
      { type: 'heading', level: 2, id: 'how', text: '怎么参加' },
      { type: 'paragraph', content: text('每日登录可获得 1 次免费转动机会。') },
      // A block type this app does not know (a newer server): skipped and reported.
      { type: 'carousel', slides: ['<img src=x onerror=alert(1)>'] },
      // A known type, malformed: a row with fewer cells than the head.
      { type: 'table', head: [text('奖品'), text('概率')], rows: [[text('金币')]] },
      { type: 'paragraph', content: text('奖品在转动后立即发放到背包。') },
    ],
  },
  // The server's version of a rule the app carries (/rule/huoli, apps/web/content/rule/huoli.md): the whole
  // rule, as the server would publish it during an event that changes it for a while.
  [MOCK_RULES.override]: {
    id: MOCK_RULES.override,
    title: '活力值规则',
    version: '2.1',
    updated: '2026-11-27',
    effective: '2026-11-30',
    group: '关系与互动',
    blocks: [
      {
        type: 'notice',
        content: [
          { type: 'strong', text: '活力双倍周：' },
          { type: 'text', text: '11 月 30 日 0:00 至 12 月 6 日 23:59（北京时间），上麦和在麦上发言增加的活力值翻倍，每日上限不变。' },
        ],
      },
      { type: 'paragraph', content: text('活力值反映你最近在语音房里有多活跃。活力值达到不同档位，你在房间成员列表中显示不同的活力标识。') },
      { type: 'heading', level: 2, id: 'gain', text: '怎么增加' },
      {
        type: 'paragraph',
        content: text('上麦、在麦上发言、送礼、参加房间玩法都会增加活力值。每种行为增加多少、每天最多增加多少，列在你资料页的「活力值」说明中。'),
      },
      { type: 'heading', level: 2, id: 'decay', text: '每日衰减' },
      { type: 'paragraph', content: text('活力值每天 0:00（北京时间）按比例减少，减少的比例写在「活力值」说明中。活力双倍周期间照常衰减。') },
      { type: 'heading', level: 2, id: 'badge', text: '活力标识' },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '各档位需要的活力值和对应的标识，列在「活力值」说明中。按消费累计的等级见' },
          { type: 'link', href: '/wealth/rule', text: '财富等级规则' },
          { type: 'text', text: '。' },
        ],
      },
      { type: 'heading', level: 2, id: 'contact', text: '联系我们' },
      { type: 'paragraph', content: text('对本规则有疑问，可在 App「我的 - 帮助与反馈」选择「语音房问题」联系在线客服。') },
    ],
  },
}

/** The ban notices by id (MOCK_NOTICES), their times from the simulator's day, an appeal page on the page's own origin. */
function forbidNotices(today: number, origin: string): Record<string, Json> {
  const accountBan = { scope: 'account', reason: '在语音房内多次发布引流广告，违反《用户协议》第 5 条' }
  return {
    [MOCK_NOTICES.account]: {
      ...accountBan,
      startAt: today - DAY,
      endAt: today + 6 * DAY,
      appealUntil: today + 6 * DAY,
      appeal: { kind: 'page', url: `${origin}${MOCK_APPEAL_PATH}?noticeID=${MOCK_NOTICES.account}` },
    },
    [MOCK_NOTICES.chat]: { ...accountBan, startAt: today, endAt: today + 3 * DAY, appealUntil: today + 3 * DAY, appeal: MOCK_SUPPORT_ACCOUNT },
    [MOCK_NOTICES.steps]: { ...accountBan, startAt: today, endAt: today + 30 * DAY, appealUntil: today + 7 * DAY, appeal: null },
    [MOCK_NOTICES.room]: {
      scope: 'room',
      roomName: '深夜电台',
      reason: '房间内持续传播低俗内容，经复核确认',
      startAt: today - 3 * DAY,
      endAt: null,
      appealUntil: null,
    },
    [MOCK_NOTICES.longRoom]: {
      scope: 'room',
      roomName: 'MidnightRadioLoungeForNightOwlsAndDreamers',
      reason: '房间名称含有引流信息',
      startAt: today,
      endAt: today + DAY,
      appealUntil: today + DAY,
      appeal: MOCK_SUPPORT_ACCOUNT,
    },
  }
}

/**
 * The content family's handlers (docs/openapi.yaml, tag `content`): rule documents, ban notices and the
 * agreement versions of each user (MOCK_USER or a scenario user, src/scenarios/content.ts). Created by createHandlers.ts with its reply helpers.
 */
export function createContentHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  return [
    http.get('*/v1/content/rule', ({ request }) => {
      const document = RULE_DOCUMENTS[new URL(request.url).searchParams.get('ruleID') ?? '']
      return document ? ok({ document }) : fail(MOCK_ERRNO.noSuchRule)
    }),

    http.get('*/v1/content/forbid', ({ request }) => {
      const url = new URL(request.url)
      const id = url.searchParams.get('noticeID') ?? ''
      const now = getState().now()
      const today = now - (now % DAY)
      const notice = forbidNotices(today, url.origin)[id]
      return notice ? ok({ noticeID: id, ...notice }) : fail(MOCK_ERRNO.noSuchNotice)
    }),

    http.get('*/v1/content/support', ({ request }) => {
      const topic = new URL(request.url).searchParams.get('topic') ?? ''
      if (!Object.hasOwn(MOCK_SUPPORT_TOPICS, topic)) return fail(MOCK_ERRNO.badParam)
      return ok({ channel: MOCK_SUPPORT_TOPICS[topic as keyof typeof MOCK_SUPPORT_TOPICS] })
    }),

    // The stand-in for the app's appeal page (MOCK_NOTICES.account's channel), in dev, preview and e2e only.
    http.get(`*${MOCK_APPEAL_PATH}`, () => new Response(mockAppealPage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),

    authed('/v1/agreement/pending', (_body, user) => {
      const changes: Record<AgreementKey, string[]> = {
        user: ['新增第 5 条「社区规范」中关于引流广告的说明', '调整封禁申诉的时限为封禁期内'],
        privacy: ['列出收集的全部个人信息，包括手机号、充值与提现记录', '写明运营者、第三方、保存期限、敏感个人信息的单独同意和你的权利'],
        recharge: [],
      }
      const titles: Record<AgreementKey, string> = { user: '用户协议', privacy: '隐私政策', recharge: '充值协议' }
      const current = currentAgreements(user)
      const items = (Object.keys(current) as AgreementKey[])
        .filter((key) => user.content.accepted[key] !== current[key].version)
        .map((key) => ({ key, title: titles[key], version: current[key].version, changes: current[key].changes ?? changes[key] }))
      return ok({ items })
    }),

    authed('/v1/agreement/accept', (body, user, state) => {
      const { accepted } = body
      const isEntry = (entry: unknown): entry is { key: AgreementKey; version: string } =>
        typeof entry === 'object' && entry !== null && (entry as Json).key as string in MOCK_AGREEMENT_VERSIONS && typeof (entry as Json).version === 'string'
      if (!Array.isArray(accepted) || accepted.length === 0 || !accepted.every(isEntry)) return fail(MOCK_ERRNO.badParam)
      if (Object.keys(user.content.published).length > 0) {
        // The current versions are published between the page's list and this tap: nothing is recorded.
        user.content.published = {}
        return fail(MOCK_ERRNO.agreementsChanged)
      }
      if (accepted.some((entry) => MOCK_AGREEMENT_VERSIONS[entry.key] !== entry.version)) return fail(MOCK_ERRNO.agreementsChanged)
      if (user.content.refuseNextAccept) {
        user.content.refuseNextAccept = false
        return fail(MOCK_ERRNO.agreementsChanged)
      }
      for (const entry of accepted) user.content.accepted[entry.key] = entry.version
      return ok({ acceptedAt: state.now() })
    }),
  ]
}

/** The agreement versions the server has published for this user: MOCK_AGREEMENT_VERSIONS, or older ones a scenario holds back. */
function currentAgreements(user: MockUser): Record<AgreementKey, { version: string; changes?: string[] }> {
  const keys = Object.keys(MOCK_AGREEMENT_VERSIONS) as AgreementKey[]
  return Object.fromEntries(keys.map((key) => [key, user.content.published[key] ?? { version: MOCK_AGREEMENT_VERSIONS[key] }])) as Record<
    AgreementKey,
    { version: string; changes?: string[] }
  >
}
