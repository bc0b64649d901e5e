import type { UserTokens } from '@h5/api'
import { RedPacketError, RedPacketErrorCode } from './RedPacketError'
import { isValidRedpacketId } from './redpacketId'
import type { RedPacketAction } from './types'

/** Throws INVALID_ID unless `redpacketID` is well formed: a malformed id never reaches the server. */
export function assertRedpacketId(action: RedPacketAction, redpacketID: unknown): void {
  if (!isValidRedpacketId(redpacketID)) {
    throw new RedPacketError(action, RedPacketErrorCode.INVALID_ID, '红包链接无效，请确认后重新打开')
  }
}

/**
 * Throws MISSING_TOKENS when a token is missing or empty. Sent empty, the server answers 8304006 and @h5/api
 * closes the page (packages/api/README.md, "Unwrap policies"); a missing token is a page bug to report, not a
 * reason to close.
 */
export function assertTokens(action: RedPacketAction, tokens: UserTokens): void {
  if (!tokens.accessToken || !tokens.openID) {
    throw new RedPacketError(action, RedPacketErrorCode.MISSING_TOKENS, '登录信息缺失，请重新打开页面')
  }
}
