import { findRow, readFailure } from '@h5/request'
import { RedPacketError, RedPacketErrorCode } from './RedPacketError'
import { GREETING_TOO_LONG } from './validateSendForm'
import type { PacketState, RedPacketAction } from './types'

/** A failure: the code and the Chinese message; `serverMessage` prefers the server's errmsg when it sent one. */
export interface ErrorRule {
  code: RedPacketErrorCode
  message: string
  serverMessage?: boolean
}

/** An errno that counts as success (open only): the packet state and its default tip text. */
export interface StateRule {
  state: PacketState
  message: string
  serverMessage?: boolean
}

export type ErrnoRule = StateRule | ErrorRule

/** How one action's answers map to outcomes. */
export interface ActionRules {
  /** Errnos with an outcome of their own. */
  errnos: Readonly<Record<number, ErrnoRule>>
  /** Any other nonzero errno (8304006 / 107 too: @h5/api closes the page, this still types the error). */
  otherErrno: ErrorRule
  /** Errno 500, the service failing, where the action words it apart from a refusal: `otherErrno` otherwise. */
  serverFailed?: ErrorRule
  /** No errno came back: network failure, time-out, HTTP error without an envelope, a body of the wrong shape. */
  requestFailed: ErrorRule
}

const OPEN_FAILED: ErrorRule = { code: RedPacketErrorCode.OPEN_FAILED, message: '数据获取失败，请稍后重试' }
const MY_REWARD_FAILED: ErrorRule = { code: RedPacketErrorCode.MY_REWARD_FAILED, message: '数据获取失败' }
const SEND_FAILED: ErrorRule = { code: RedPacketErrorCode.SEND_FAILED, message: '红包发送失败，请稍后重试' }
// The outcome is unknown, so the screen says so, and that the retry is safe (it resends the same key).
const SEND_UNCONFIRMED: ErrorRule = { code: RedPacketErrorCode.SEND_UNCONFIRMED, message: '网络异常，暂未确认是否发出。可放心重试，不会重复发红包' }
const LOAD_FAILED = '加载失败，请稍后重试'

/**
 * Every answer of every red-packet request and what it becomes (open, records and myReward as the product fixed
 * them; myRecord and send are ours). Tests iterate it; the README prints it.
 *
 * @example
 * ERRNO_TABLE.open.errnos[8348203] // { code: RedPacketErrorCode.ALREADY_OPENED (2), message: '红包已经领取过了' }
 */
export const ERRNO_TABLE: Readonly<Record<RedPacketAction, ActionRules>> = {
  open: {
    errnos: {
      0: { state: 0, message: '' },
      // States 1 and 2 are successes whose meaning the product left open (our reading: docs/openapi.yaml
      // ErrnoPacketFinished, ErrnoPacketRefunded); the server's errmsg names it best.
      8348202: { state: 1, message: '手慢了，红包派完了', serverMessage: true },
      8348204: { state: 2, message: '红包已退回发送者', serverMessage: true },
      8348201: { code: RedPacketErrorCode.EXPIRED, message: '红包信息已过期' },
      8348203: { code: RedPacketErrorCode.ALREADY_OPENED, message: '红包已经领取过了' },
    },
    otherErrno: OPEN_FAILED,
    requestFailed: OPEN_FAILED,
  },
  records: {
    errnos: {},
    otherErrno: { code: RedPacketErrorCode.RECORDS_REFUSED, message: LOAD_FAILED, serverMessage: true },
    requestFailed: { code: RedPacketErrorCode.RECORDS_REQUEST_FAILED, message: LOAD_FAILED },
  },
  myReward: { errnos: {}, otherErrno: MY_REWARD_FAILED, requestFailed: MY_REWARD_FAILED },
  myRecord: {
    errnos: {},
    otherErrno: { code: RedPacketErrorCode.MY_RECORD_REFUSED, message: LOAD_FAILED, serverMessage: true },
    requestFailed: { code: RedPacketErrorCode.MY_RECORD_REQUEST_FAILED, message: LOAD_FAILED },
  },
  send: {
    errnos: {
      8348301: { code: RedPacketErrorCode.SEND_REFUSED, message: '余额不足', serverMessage: true },
      8348302: { code: RedPacketErrorCode.SEND_REFUSED, message: '红包金额或个数不合法', serverMessage: true },
      8348303: { code: RedPacketErrorCode.SEND_REFUSED, message: GREETING_TOO_LONG, serverMessage: true },
      // A minor's account (docs/openapi.yaml ErrnoMinorAccount): the server's errmsg covers every act minors may
      // not do, so the screen names this one.
      8304101: { code: RedPacketErrorCode.SEND_REFUSED, message: '未成年人不能发红包' },
      // The send's idempotency key came with another request (docs/openapi.yaml ErrnoKeyReused): nothing sent.
      8390009: { code: RedPacketErrorCode.SEND_REFUSED, message: '发送内容有变化，请确认后重新发送' },
    },
    otherErrno: SEND_FAILED,
    serverFailed: SEND_UNCONFIRMED,
    requestFailed: SEND_UNCONFIRMED,
  },
}

/** The rule a failed call of `action` falls under (@h5/request's lookup over the action's rows). */
export function ruleFor(action: RedPacketAction, error: unknown): ErrnoRule {
  const { errnos, otherErrno, serverFailed, requestFailed } = ERRNO_TABLE[action]
  return findRow<ErrnoRule>({ errnos, otherErrno, serverFailed, fallback: requestFailed }, readFailure(error))
}

/** The rule's message, or the server's own errmsg (the body's, never a transport's) when the rule prefers it. */
export function messageFor(rule: ErrnoRule, error: unknown): string {
  const errmsg = ((error ?? {}) as { body?: { errmsg?: unknown } | null }).body?.errmsg
  return rule.serverMessage && typeof errmsg === 'string' && errmsg.trim() ? errmsg : rule.message
}

/**
 * Any failure of `action` (an `ApiError`, a transport error, anything thrown) as a RedPacketError by
 * {@link ERRNO_TABLE}. A RedPacketError passes through. Internal: open's success errnos (states 1 and 2) never
 * reach it, openPacket turns them into a state first.
 */
export function toRedPacketError(action: RedPacketAction, error: unknown): RedPacketError {
  if (error instanceof RedPacketError) return error
  const rule = ruleFor(action, error) as ErrorRule
  const { errno, errmsg } = readFailure(error)
  return new RedPacketError(action, rule.code, messageFor(rule, error), { errno, errmsg, cause: error })
}
