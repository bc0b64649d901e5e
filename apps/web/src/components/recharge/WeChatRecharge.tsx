import { createRechargeState, readWeChatOpenid, RechargeErrorCode, weChatAuthorizeUrl, type RechargeError } from '@h5/recharge'
import { createIdempotencyKey } from '@h5/request'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ErrorState } from '../ErrorState'
import { LoadingState } from '../LoadingState'
import { TitleBar } from '../TitleBar'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { browserStorage } from '../../platform/browserStorage'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInBrowserGuide } from './OpenInBrowserGuide'
import { WebRecharge } from './WebRecharge'

/** The tab's token for the authorisation under way, checked when WeChat returns (not personal data). */
const OAUTH_STATE_KEY = 'h5:wxOauthState'

/** The page's address without what WeChat's return added. */
function withoutOauthParams(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  query.delete('code')
  query.delete('state')
  const rest = query.toString()
  return `${pathname}${rest ? `?${rest}` : ''}`
}

/**
 * /wxpay inside WeChat's own browser, which refuses WeChat H5 pay: pay through WeChat's in-browser pay (JSAPI).
 * First the payer's openid from WeChat's silent web authorisation (the server's address, getWxWebAuthorizeUrl;
 * the tab's `state` checked on the return, then wxAuth), kept in memory for this visit; then web recharge by
 * account ID, paid with WeChat's pay sheet (WebRecharge with the openid, payInWeChat). Where JSAPI is not set up
 * (8380007, or no WeixinJSBridge), the guide to the system browser, where H5 pay works.
 */
export function WeChatRecharge({ title }: { title: string }) {
  const [state] = useState(createRechargeState)
  const location = useLocation()
  const navigate = useNavigate()
  const goBack = useGoBack()
  const [openid, setOpenid] = useState<string | null>(null)
  const [problem, setProblem] = useState<RechargeError | null>(null)
  const query = new URLSearchParams(location.search)
  const code = query.get('code')
  const returnedState = query.get('state') ?? ''
  const storage = browserStorage('sessionStorage')

  const authorize = async () => {
    setProblem(null)
    const oauthState = createIdempotencyKey()
    storage?.setItem(OAUTH_STATE_KEY, oauthState)
    const redirectUri = new URL(withoutOauthParams(location.pathname, location.search), window.location.href).href
    const start = await weChatAuthorizeUrl(state, rechargeApi, { redirectUri, oauthState })
    if (start.ok) window.location.replace(start.data)
    else setProblem(start.error)
  }

  const exchange = async (returned: string) => {
    const oauthState = storage?.getItem(OAUTH_STATE_KEY) ?? null
    storage?.removeItem(OAUTH_STATE_KEY)
    const result = await readWeChatOpenid(state, rechargeApi, { code: returned, returnedState, oauthState })
    // The code is spent either way: it leaves the address.
    void navigate(withoutOauthParams(location.pathname, location.search), { replace: true })
    if (result.ok) setOpenid(result.data)
    else setProblem(result.error)
  }

  useEffect(() => {
    if (openid !== null || problem !== null) return
    if (code !== null) void exchange(code)
    else void authorize()
    // Once per return from WeChat (the code), or on the first visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code])

  const jsapiOff = problem?.code === RechargeErrorCode.JSAPI_OFF
  if (jsapiOff) {
    return <OpenInBrowserGuide reason="微信内暂不支持支付，请按以下步骤在手机浏览器中完成充值" lastStep="在浏览器中输入账号ID，用微信支付付款" path="/wxpay" />
  }
  if (openid !== null) {
    return <WebRecharge channel="wechat" title={title} openid={openid} onJsapiOff={(error) => setProblem(error)} />
  }
  return (
    <main className="recharge-page">
      <TitleBar title={title} onBack={goBack} />
      {problem ? <ErrorState message={problem.message} onRetry={() => void authorize()} /> : <LoadingState label="正在连接微信…" />}
    </main>
  )
}
