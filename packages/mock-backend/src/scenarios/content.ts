import { MOCK_AGREEMENT_VERSIONS } from '../contentFixtures.ts'
import type { ScenarioTable } from './MockScenario.ts'

/**
 * The content family's users (docs/content.md): the branches of /agreement/agreementpop, which depend on what the
 * user has accepted (`MockUser.content`, contentState.ts). Rules and ban notices are the same for every user, so
 * they stay ids (MOCK_RULES, MOCK_NOTICES in contentFixtures.ts), linked from the dev index page too.
 */
export const CONTENT_SCENARIOS = {
  'agreements-pending': {
    description: '协议待同意：用户协议与隐私政策有新版本，同意后关闭页面',
    path: '/agreement/agreementpop',
    // Every user's starting data already has these two pending (createUserContent).
    seed: () => {},
  },
  'agreements-all': {
    description: '三份协议都待同意：充值协议未列出变更，提示阅读全文',
    path: '/agreement/agreementpop',
    seed: (user) => {
      user.content.accepted = { user: '2.1', privacy: '2.3', recharge: '1.0' }
    },
  },
  'agreements-none': {
    description: '协议已是最新：没有待同意的协议',
    path: '/agreement/agreementpop',
    seed: (user) => {
      user.content.accepted = { ...MOCK_AGREEMENT_VERSIONS }
    },
  },
  'agreements-changed': {
    description: '同意时隐私政策刚好发布新版本：第一次同意返回 errno 8370301，列表显示新版本，再同意后关闭',
    path: '/agreement/agreementpop',
    seed: (user) => {
      user.content.published = { privacy: { version: '2.9', changes: ['说明剪贴板仅在你粘贴邀请码时读取'] } }
    },
  },
  'agreements-stale': {
    description: '同意时服务器误报协议有更新（errno 8370301，版本未变）：页面自动重试一次后关闭',
    path: '/agreement/agreementpop',
    seed: (user) => {
      user.content.refuseNextAccept = true
    },
  },
} satisfies ScenarioTable
