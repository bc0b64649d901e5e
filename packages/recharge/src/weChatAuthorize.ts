import { readFields, readText } from '@h5/api'
import { rechargeError } from './errnoTable'
import { readEnvelope } from './readEnvelope'
import { RechargeErrorCode } from './RechargeErrorCode'
import { runAction } from './runAction'
import type { RechargeApi, RechargeResult, RechargeState } from './types'

/**
 * Pay inside WeChat's browser, first step: where WeChat's silent web authorisation (OAuth2, `snsapi_base`) starts,
 * for the openid JSAPI pay needs (docs/openapi.yaml getWxWebAuthorizeUrl). `redirectUri` is the page's own address;
 * `oauthState` the page's random token, kept for the tab and checked on the return (readWeChatOpenid). The page
 * then opens the answer in the same tab. JSAPI_OFF (8380007) when the server has it not set up.
 *
 * @example
 * const start = await weChatAuthorizeUrl(state, api, { redirectUri: location.href, oauthState })
 * if (start.ok) location.replace(start.data)
 */
export function weChatAuthorizeUrl(
  state: RechargeState,
  api: Pick<RechargeApi, 'getWxWebAuthorizeUrl'>,
  input: { redirectUri: string; oauthState: string },
): Promise<RechargeResult<string>> {
  return runAction(state, 'wechat', {
    exclusive: true,
    run: async () => {
      const fields = readFields((await api.getWxWebAuthorizeUrl({ redirectUri: input.redirectUri, state: input.oauthState }, { quiet: true })).data)
      const url = readText(fields?.authorizeUrl)
      if (!/^https?:\/\//.test(url)) throw new Error('unreadable authorize url')
      return url
    },
  })
}

/**
 * Pay inside WeChat's browser, second step: WeChat came back with `code` and `state`; a `state` other than the one
 * the page made (a forged or stale return) is WECHAT_AUTH_FAILED and nothing is sent. The code is exchanged for the
 * payer's openid (wxAuth), which the page keeps in memory for this visit only.
 *
 * @example
 * const openid = await readWeChatOpenid(state, api, { code, returnedState, oauthState })
 */
export function readWeChatOpenid(
  state: RechargeState,
  api: Pick<RechargeApi, 'wxAuth'>,
  input: { code: string; returnedState: string; oauthState: string | null },
): Promise<RechargeResult<string>> {
  return runAction(state, 'wechat', {
    exclusive: true,
    run: async () => {
      if (input.code === '' || input.oauthState === null || input.returnedState !== input.oauthState) throw rechargeError(RechargeErrorCode.WECHAT_AUTH_FAILED)
      const data = readEnvelope(await api.wxAuth({ code: input.code, state: input.returnedState }, { quiet: true }))
      const openid = readText(data.openid)
      if (openid === '') throw rechargeError(RechargeErrorCode.WECHAT_AUTH_FAILED)
      return openid
    },
  })
}
