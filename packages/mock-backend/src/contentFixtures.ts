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

/** GET /v1/content/forbid: one `noticeID` per kind of ban. */
export const MOCK_NOTICES = {
  /** An account banned for 7 days from now's day before, appeal open. */
  account: 'fn_account',
  /** A room closed for good, no appeal. */
  room: 'fn_room',
  /** errno 8370201: any id not above. */
  missing: 'fn_gone',
} as const

/** The agreements' current versions on the simulated server: what apps/web/content/agreement/*.md say. */
export const MOCK_AGREEMENT_VERSIONS = { user: '3.0', privacy: '3.0', recharge: '2.0' } as const
