import type { RealNameStatus } from '@h5/api'
import { runAction } from './runAction'
import type { IdentityApi, IdentityBridge, IdentityResult, IdentityState, UserTokens } from './types'

/**
 * The liveness step: native's `faceVerify` with the ticket, then the server's verdict, asked whether native
 * passed the check or not: the server counts one of the day's attempts when a check ran (a ticket alone counts
 * nothing), and native's `passed: false` can only fail it (`sdkPassed`). The user closing the camera asks
 * nothing (CANCELLED). The verdict becomes `state.realName` (verified, with the minor flags). A double tap
 * runs one check.
 *
 * @example
 * const result = await runFaceCheck(state, { api: identityApi, bridge: appBridge }, { tokens, certifyID })
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
      return (await api.getFaceVerifyResult({ ...input.tokens, certifyID: input.certifyID, sdkPassed: passed === true })).data
    },
    exclusive: true,
    apply: (status) => {
      state.realName = status
    },
  })
}
