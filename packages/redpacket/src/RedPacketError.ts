import { DomainError, type DomainErrorDetails } from '@h5/request'
import type { RedPacketAction } from './RedPacketAction'

/**
 * Why a red-packet action failed. The values are the codes the screens and the product spec already use (-1, 2,
 * 11 and 12 are the product's; the others are ours: packages/redpacket/README.md, "Errors and the errno table");
 * callers compare with the names, never the bare numbers. A code is read together with `action`: -1 names two
 * different failures, so two names share it.
 *
 * @example
 * if (!result.ok && result.error.code === RedPacketErrorCode.ALREADY_OPENED) showToast(result.error.message)
 */
export const RedPacketErrorCode = {
  /** open: the packet expired (errno 8348201), `红包信息已过期`. Same value as MY_REWARD_FAILED. */
  EXPIRED: -1,
  /** myReward: any failure, an unreadable amount too, `数据获取失败`. Same value as EXPIRED. */
  MY_REWARD_FAILED: -1,
  /** open: any other failure (other errno, HTTP error, network, time-out, bad body), `数据获取失败，请稍后重试`. */
  OPEN_FAILED: 1,
  /** open: this user opened the packet before (errno 8348203), `红包已经领取过了`. */
  ALREADY_OPENED: 2,
  /** open, records: the red-packet id is malformed; no request was sent. */
  INVALID_ID: 3,
  /** open, send: the access token or open id is missing; no request was sent (it would close the page). */
  MISSING_TOKENS: 4,
  /** records: the server answered a nonzero errno; `message` is its errmsg. */
  RECORDS_REFUSED: 11,
  /** records: the request failed (network, time-out, HTTP error, bad body); `errmsg` is the transport's. */
  RECORDS_REQUEST_FAILED: 12,
  /** myRecord: the server answered a nonzero errno; `message` is its errmsg. */
  MY_RECORD_REFUSED: 21,
  /** myRecord: the request failed (network, time-out, HTTP error, bad body). */
  MY_RECORD_REQUEST_FAILED: 22,
  /**
   * send: a known send errno (8348301 余额不足, 8348302, 8348303: `message` is the server's errmsg; 8304101, a
   * minor's account: 未成年人不能发红包).
   */
  SEND_REFUSED: 31,
  /** send: any other failure the server decided (another errno): nothing was sent. */
  SEND_FAILED: 32,
  /**
   * send: no answer (network, time-out, a gateway's page) or the service failing (errno 500): the packet may have
   * been sent. A retry is safe: it carries the same idempotency key, so the server sends one packet.
   */
  SEND_UNCONFIRMED: 34,
  /** send: the form is invalid (see `validateSendForm`); no request was sent. */
  INVALID_SEND_FORM: 33,
} as const
/** One of {@link RedPacketErrorCode}'s values. */
export type RedPacketErrorCode = (typeof RedPacketErrorCode)[keyof typeof RedPacketErrorCode]

/** What a RedPacketError holds beside its action, code and message (the base's, @h5/request `DomainErrorDetails`). */
export type RedPacketErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/redpacket: `message` is the Chinese text the screen shows as is; `action` says
 * which request failed; `code`, `errno`, `errmsg` and `decided` as @h5/request's `DomainError` has them.
 *
 * @example
 * const result = await openPacket(state, api, input)
 * if (!result.ok && result.error.code === RedPacketErrorCode.ALREADY_OPENED) showToast(result.error.message)
 */
export class RedPacketError extends DomainError<RedPacketErrorCode> {
  declare readonly name: 'RedPacketError'
  /** Which request failed. */
  declare readonly action: RedPacketAction

  constructor(action: RedPacketAction, code: RedPacketErrorCode, message: string, details?: RedPacketErrorDetails) {
    super(code, message, details)
    this.name = 'RedPacketError'
    this.action = action
  }
}
