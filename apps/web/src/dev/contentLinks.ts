import { MOCK_NOTICES, MOCK_RULES } from '@h5/mock-backend'
import type { NavItem } from '../pages/index/NavList'

/**
 * One row per content id of the simulator (packages/mock-backend/src/contentFixtures.ts): the server's rules and
 * ban notices are the same for every user, so they are ids, not scenario users; a new id without a row here is
 * a type error. The consent page's branches, which depend on the user, are scenarios (src/scenarios/content.ts)
 * and listed with the other simulated users.
 */
const RULE_ROWS: Record<keyof typeof MOCK_RULES, { label: string; note: string; to: string }> = {
  spring: { label: '活动规则', note: '服务器规则，包含每种内容块', to: `/rule/dynamic/${MOCK_RULES.spring}` },
  broken: { label: '含损坏内容块的规则', note: '未知与格式错误的块被跳过并上报，其余照常显示', to: `/rule/dynamic/${MOCK_RULES.broken}` },
  // The override's id is a rule the app carries: that rule's own page shows the server's version.
  override: { label: '服务器覆盖的规则', note: '/rule/huoli 显示服务器版本', to: `/${MOCK_RULES.override}` },
  missing: { label: '不存在的规则', note: 'errno 8370101', to: `/rule/dynamic/${MOCK_RULES.missing}` },
}

const NOTICE_ROWS: Record<keyof typeof MOCK_NOTICES, { label: string; note: string }> = {
  account: { label: '账号封禁', note: '7 天，在申诉页申诉' },
  chat: { label: '账号封禁（客服申诉）', note: '3 天，联系客服申诉' },
  steps: { label: '账号封禁（无申诉入口）', note: '30 天，页面给出申诉步骤' },
  room: { label: '房间永久封禁', note: '不可申诉' },
  longRoom: { label: '房间封禁（长房间名）', note: '1 天，房间名是一个长英文单词' },
  missing: { label: '不存在的封禁通知', note: 'errno 8370201' },
}

/** The dev index page's content rows: every simulator rule, then every ban notice. */
export const contentLinks: NavItem[] = [
  ...Object.values(RULE_ROWS),
  ...Object.entries(NOTICE_ROWS).map(([key, { label, note }]) => ({
    to: `/banner/forbid?noticeID=${MOCK_NOTICES[key as keyof typeof MOCK_NOTICES]}`,
    label,
    note,
  })),
]
