/**
 * The content family's simulator data (docs/content.md): the server's rule documents, ban notices and the
 * agreement versions. One id per branch a page can show, listed on the dev index page and used by the e2e
 * specs; any other id answers the endpoint's "not found" errno.
 */

/** GET /v1/content/rule: one `ruleID` per answer. */
export const MOCK_RULES = {
  /** errno 0: an activity rule with every block type. */
  spring: 'act_spring',
  /** errno 0: a document with a block of an unknown type and a malformed table among good blocks. */
  broken: 'act_broken',
  /** errno 0: the server's override of a rule the app carries (/rule/huoli shows it instead of its own). */
  override: 'rule/huoli',
  /** errno 8370101: any id not above, e.g. this one. */
  missing: 'act_gone',
} as const

/** GET /v1/content/forbid: one `noticeID` per kind of ban and per appeal channel (docs/openapi.yaml `ForbidNotice.appeal`). */
export const MOCK_NOTICES = {
  /** An account banned for 7 days from now's day before, appeal open on the appeal page (the simulator's stand-in, MOCK_APPEAL_PATH). */
  account: 'fn_account',
  /** An account banned for 3 days, appeal open in a chat with the customer-service account (native `gotoConversation`). */
  chat: 'fn_chat',
  /** An account banned for 30 days, appeal open, no channel named: the page gives the steps. */
  steps: 'fn_steps',
  /** A room closed for good, no appeal. */
  room: 'fn_room',
  /** A room banned for a day whose name is one long Latin word (a room's name is the owner's choice), appeal in a chat. */
  longRoom: 'fn_room_long',
  /** errno 8370201: any id not above. */
  missing: 'fn_gone',
} as const

/** Where the simulator serves its stand-in appeal page (mockAppealPage.ts), the channel of MOCK_NOTICES.account. */
export const MOCK_APPEAL_PATH = '/v1/mock-appeal'

/**
 * The customer-service account a chat appeal opens (MOCK_NOTICES.chat, MOCK_NOTICES.longRoom), and the channel
 * getSupportChannel names for the topics of MOCK_SUPPORT_TOPICS.
 */
export const MOCK_SUPPORT_ACCOUNT = { kind: 'conversation', userID: 10000, nickName: '官方客服' } as const

/**
 * getSupportChannel's answer by topic: a chat with MOCK_SUPPORT_ACCOUNT for `wallet` and `identity`, no channel
 * for `general` (the page gives the steps).
 */
export const MOCK_SUPPORT_TOPICS = { wallet: MOCK_SUPPORT_ACCOUNT, identity: MOCK_SUPPORT_ACCOUNT, general: null } as const

/** The agreements' current versions on the simulated server: what apps/web/content/agreement/*.md say. */
export const MOCK_AGREEMENT_VERSIONS = { user: '3.0', privacy: '4.0', recharge: '2.0' } as const
