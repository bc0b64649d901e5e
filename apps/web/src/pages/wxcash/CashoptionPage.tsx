import { CellGroup } from '../../components/CellGroup'
import { Cell } from '../../components/Cell'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { WeChatMark } from '../../components/cashout/WeChatMark'
import { useBinding } from '../../components/cashout/useBinding'
import { useCashout } from '../../components/cashout/useCashout'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Notice } from '../../components/Notice'
import '../../components/cashout/Cashout.css'

/**
 * /wxcash/cashoption: where the money goes. WeChat 零钱 is the one channel: bound (the account's
 * nickname, 更换) or not (去绑定); binding is native's `bindWeChat`, then the info loads again.
 */
export default function CashoptionPage() {
  const session = useSessionTokens()
  const { snap, state, reload, signedOut } = useCashout(session)
  const goBack = useGoBack()
  const binding = useBinding(state, reload)
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const info = snap.cashout
  return (
    <main className="cashout-page">
      <TitleBar title="提现方式" onBack={goBack} />
      <div className="cashout-page__body">
        {info ? (
          <>
            <CellGroup title="到账方式" footer="提现资金将转入该微信账号的零钱，请绑定与实名信息一致的微信。">
              <Cell
                icon={<WeChatMark />}
                title="微信零钱"
                description={info.channel.bound ? `已绑定：${info.channel.nickName}` : '未绑定'}
                value={info.channel.bound ? '更换' : '去绑定'}
                onClick={() => void binding.bind('wechat')}
              />
            </CellGroup>
            {binding.problem ? (
              <Notice tone="error">
                {binding.problem}
              </Notice>
            ) : null}
          </>
        ) : signedOut ? (
          <ErrorState message="请先登录后再设置" onRetry={() => void reload()} />
        ) : snap.status.cashout === 'error' && snap.errors.cashout ? (
          <ErrorState message={snap.errors.cashout.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载…" />
        )}
      </div>
    </main>
  )
}
