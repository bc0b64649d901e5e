import type { RealNameStatus } from '@h5/api'
import { identityError } from './errnoTable'
import { IdentityErrorCode } from './IdentityErrorCode'
import { runAction } from './runAction'
import type { IdentityApi, IdentityBridge, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * The liveness step: native's `faceVerify` with the ticket, then the server's verdict (native's `passed` is a
 * hint; the server decides). Native answering `passed: false` is FACE_FAILED without asking the server; the
 * server's verdict becomes `state.realName` (verified, with the minor flags). A double tap runs one check.
 *
 * @example
 * const result = await runFaceCheck(state, { api: appApi, bridge: appBridge }, { tokens, certifyID })
 * if (!result.ok && result.error.code === IdentityErrorCode.FACE_FAILED) offerRetryOrManual()
 */
export function runFaceCheck(
  state: IdentityState,
  client: { api: IdentityApi; bridge: IdentityBridge },
  input: { tokens: UserTokens; certifyID: string },
): Promise<IdentityResult<RealNameStatus>> {
  const { api, bridge } = client
  return runAction(state, 'faceCheck', {
    run: async () => {
      const { passed } = await bridge.call('faceVerify', { certifyID: input.certifyID })
      if (!passed) throw identityError(IdentityErrorCode.FACE_FAILED)
      return (await api.getFaceVerifyResult({ ...input.tokens, certifyID: input.certifyID })).data
    },
    exclusive: true,
    apply: (status) => {
      state.realName = status
    },
  })
}
