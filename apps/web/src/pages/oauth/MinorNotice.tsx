import type { RealNameStatus } from '@h5/api'
import { IDENTITY_ERROR_MESSAGES, IdentityErrorCode } from '@h5/identity'
import type { OauthFrom } from './oauthPaths'
import { Notice } from '../../components/Notice'

/**
 * What a verified minor must know: no recharge or tips (the teen rules), and, asked from going live, that
 * under 16 may not stream.
 */
export function MinorNotice({ status, from }: { status: RealNameStatus; from: OauthFrom | null }) {
  if (status.status !== 'verified' || !status.minor) return null
  return (
    <Notice tone="warning">
      你的账号已认证为未成年人，不能充值和打赏。
      {from === 'live' && !status.canStream && `${IDENTITY_ERROR_MESSAGES[IdentityErrorCode.MINOR_CANNOT_STREAM]}。`}
    </Notice>
  )
}
