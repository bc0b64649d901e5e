import type { ApiClient, UserTokens } from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, RequestResult, RequestStatus } from '@h5/request'
import type { RedPacketAction } from './RedPacketAction'
import type { RedPacketError } from './RedPacketError'

/**
 * Public types of @h5/redpacket. Every money field in the state is integer fen (`188` for 1.88 yuan), or `null`
 * when the server's value could not be read; show it with `formatFen` (never float arithmetic: README "Money").
 */

/** The requests the state tracks, one status and one error each. */
export type { RedPacketAction } from './RedPacketAction'

/**
 * Where a request is: never started, in flight, succeeded, failed (the error is in `state.errors`). The shared
 * runner's type (@h5/request), re-exported under the name this package always had.
 */
export type { RequestStatus }

/** `0` opened (amount set), `1` errno 8348202, `2` errno 8348204; all three count as success. */
export type PacketState = 0 | 1 | 2

/** The packet this page opens. */
export interface PacketInfo {
  /** Fen received; `null` before an open, after a failed one, or when the server's money was unreadable. */
  amount: number | null
  /** `undefined` until an open succeeds. */
  state: PacketState | undefined
  /** The line the packet shows under its result: the state 1/2 text or the failure message; `''` otherwise. */
  tipMsg: string
}

/** One opener of the packet, newest first. */
export interface OpenRecord {
  nickName: string
  /** A URL, a data: URI or `''` (draw a fallback). */
  avatar: string
  /** Fen, or `null` when unreadable. */
  money: number | null
  /** Unix ms. */
  time: number
}

/** One packet the user sent. */
export interface SentRecord {
  redpacketID: string
  /** Fen, or `null` when unreadable. */
  amount: number | null
  count: number
  openedCount: number
  greeting: string
  /** Unix ms. */
  time: number
}

/** The user's red-packet balance, in fen (`null` when unreadable or not loaded). */
export interface RewardAmount {
  /** What the user can still send. */
  leftTotal: number | null
  /** Everything the user ever received. */
  rewardTotal: number | null
}

/**
 * The red-packet state (README "State") plus what the screens need to draw loading, empty and error states: a
 * `NamedRequestsState` of @h5/request, whose `runNamedRequest` keeps `status` and `errors`.
 */
export interface RedPacketState extends NamedRequestsState<RedPacketAction, RedPacketError> {
  packet: PacketInfo
  sendInfo: { amount: RewardAmount; recordList: SentRecord[] }
  /** The packet's sender, from the open records. */
  accountInfo: { nickName: string; avatar: string }
  /** How many people opened the packet (may exceed `recordList.length`: one page of 20 is loaded). */
  total: number
  recordList: OpenRecord[]
  status: Record<RedPacketAction, RequestStatus>
  /** The last failure of each request; `null` while it runs and after it succeeds. */
  errors: Record<RedPacketAction, RedPacketError | null>
  /**
   * `attempts.send`: the send the server has not answered yet (@h5/request `MoneyAttempt`): its idempotency key
   * and what it sends (`sendAttemptRequest`), so a retry of the same packet after a time-out, or after a reload
   * when the state keeps it for the tab, is the same send and the server makes one packet.
   */
  attempts: { send: MoneyAttempt | null }
}

/** How a red-packet state is made: where its unanswered send is kept for the tab (`sessionStorage`). */
export interface RedPacketStateOptions {
  storage?: AttemptStorage
}

/** What every action resolves with: it never rejects, the failure is a value (and in `state.errors`). */
export type RedPacketResult<T> = RequestResult<T, RedPacketError>

/**
 * The slice of `@h5/api`'s client the actions call. Each action takes only the methods it uses
 * (`Pick<RedPacketApi, 'openPacket'>`), so a small fake fits in tests; the client from `createApiClient` fits all.
 */
export type RedPacketApi = Pick<ApiClient, 'openPacket' | 'getOpenRecords' | 'getMyReward' | 'getMyRecord' | 'sendPacket'>

/** `openPacket` input: the request's payload (docs/openapi.yaml `OpenPacketPayload`). */
export interface OpenInput extends UserTokens {
  redpacketID: string
  channel: string
}

/** The send form as typed: yuan text, a count, an optional greeting. */
export interface SendFormInput {
  /** Yuan, at most two decimals, e.g. `'8.88'`. */
  amount: string | number
  /** Shares, a whole number 1..100. */
  count: string | number
  /** At most 25 characters; empty means `恭喜发财，大吉大利`. */
  greeting?: string
}

/** A send form that passed {@link SendFormInput} checks. */
export interface SendForm {
  amountFen: number
  count: number
  /** Trimmed, the default filled in. */
  greeting: string
}

/** One Chinese message per field that failed. */
export type SendFormErrors = Partial<Record<keyof SendFormInput, string>>

export type SendFormResult = { ok: true; value: SendForm } | { ok: false; errors: SendFormErrors }

/** `sendPacket` input: the user's tokens and the form as typed (it is checked again before sending). */
export type SendInput = UserTokens & SendFormInput
