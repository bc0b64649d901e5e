import type { RedPacketAction } from './types'

/**
 * Why a red-packet action failed. Codes -1, 2, 11 and 12 are spec §8's; the others are ours. A code is read
 * together with `action` (-1 is spec §8's code for two different failures).
 * - `-1` open: the packet expired (errno 8348201), `红包信息已过期`.
 * - `-1` myReward: any failure, `数据获取失败`.
 * - `1` open: any other failure (other errno, HTTP error, network, time-out, bad body), `数据获取失败，请稍后重试`.
 * - `2` open: this user opened it before (errno 8348203), `红包已经领取过了`.
 * - `3` open, records: the red-packet id is malformed; no request was sent.
 * - `4` open, send: the access token or open id is missing; no request was sent (it would close the page).
 * - `11` records: the server answered a nonzero errno; `message` is its errmsg.
 * - `12` records: the request failed (network, time-out, HTTP error, bad body); `errmsg` is the transport's.
 * - `21` / `22` myRecord: as 11 / 12.
 * - `31` send: a known send errno (8348301 余额不足, 8348302, 8348303: `message` is the server's errmsg;
 *   8304101, a minor's account: 未成年人不能发红包).
 * - `32` send: any other failure.
 * - `33` send: the form is invalid (see `validateSendForm`); no request was sent.
 */
export type RedPacketErrorCode = -1 | 1 | 2 | 3 | 4 | 11 | 12 | 21 | 22 | 31 | 32 | 33

export interface RedPacketErrorDetails {
  /** The server's nonzero errno, when it answered one. */
  errno?: number
  /** The server's or the transport's own message (`Network Error`, `timeout of 15000ms exceeded`), verbatim. */
  errmsg?: string
  /** The underlying `ApiError`; it never holds the request config, so no tokens. */
  cause?: unknown
}

/**
 * The one error class of @h5/redpacket: `message` is the Chinese text the screen shows as is.
 *
 * @example
 * const result = await openPacket(state, api, input)
 * if (!result.ok && result.error.code === 2) showToast(result.error.message) // 红包已经领取过了
 */
export class RedPacketError extends Error {
  // `declare` fields, assigned in the constructor: the build targets ES2020 (scripts/tsup-config.ts), where a
  // class field (even one without an initialiser) compiles to a defineProperty helper; `declare` is types only.
  declare readonly name: 'RedPacketError'
  /** Which request failed. */
  declare readonly action: RedPacketAction
  declare readonly code: RedPacketErrorCode
  declare readonly errno: number | undefined
  declare readonly errmsg: string | undefined

  constructor(action: RedPacketAction, code: RedPacketErrorCode, message: string, details: RedPacketErrorDetails = {}) {
    super(message, { cause: details.cause })
    this.name = 'RedPacketError'
    this.action = action
    this.code = code
    this.errno = details.errno
    this.errmsg = details.errmsg
  }
}
