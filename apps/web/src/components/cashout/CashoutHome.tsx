import { formatFen } from '@h5/format'
import { cashoutGate } from '@h5/benefit'
import { useNavigate } from 'react-router-dom'
import { BalanceCard } from '../BalanceCard'
import { Cell } from '../Cell'
import { CellGroup } from '../CellGroup'
import { ErrorState } from '../ErrorState'
import { LoadingState } from '../LoadingState'
import { TitleBar } from '../TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { CashoutGateCard } from './CashoutGateCard'
import { WeChatMark } from './WeChatMark'
import { useCashout } from './useCashout'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { WALLET_RULE_LINKS } from '../document/documentLinks'
import { Button } from '../Button'
import './Cashout.css'

/**
 * The cash-out home (/wxcash, and /benefit/cash from the benefit center): the cash value of the 红钻, this
 * month's withdrawals left and the window, then the first gate that blocks with the action that clears it, or
 * 立即提现. The info loads again when the user comes back from a native page (useCashout).
 */
export function CashoutHome({ title }: { title: string }) {
  const session = useSessionTokens()
  const { snap, state, reload, signedOut } = useCashout(session)
  const goBack = useGoBack()
  const navigate = useNavigate()
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const info = snap.cashout
  const gate = info ? cashoutGate(info) : null
  return (
    <main className="cashout-page">
      <TitleBar title={title} onBack={goBack} />
      <div className="cashout-page__body">
        {info ? (
          <>
            <BalanceCard
              label="可提现金额"
              leading="¥"
              value={formatFen(info.availableFen, { grouping: true })}
              valueTestId="available"
              tone="warm"
              facts={[
                { label: '本月剩余次数', value: `${info.timesLeft}/${info.timesPerMonth}` },
                { label: '提现时间', value: `每月${info.window.startDay}–${info.window.endDay}日` },
                { label: '预计到账', value: `${info.arrivalDays}个工作日` },
              ]}
            />
            {gate ? (
              <CashoutGateCard gate={gate} info={info} state={state} onCleared={reload} />
            ) : (
              <Button block onClick={() => navigate('/wxcash/cash')}>
                立即提现
              </Button>
            )}
            <CellGroup>
              <Cell
                icon={<WeChatMark />}
                title="提现到微信零钱"
                description={info.channel.bound ? `已绑定：${info.channel.nickName}` : '未绑定微信'}
                value={info.channel.bound ? '更换' : '去绑定'}
                to="/wxcash/cashoption"
              />
              <Cell title="提现记录" to="/wxcash/cashrecords" />
              <Cell title="红钻提现规则" to={WALLET_RULE_LINKS.redToCash} />
            </CellGroup>
            <p className="cashout-page__note">
              单笔 ¥{formatFen(info.minFen, { grouping: true })} 起，最高 ¥{formatFen(info.maxFen, { grouping: true })}；手续费 {info.feeRateBp / 100}%
              {info.minFeeFen > 0 ? `，最低 ¥${formatFen(info.minFeeFen, { grouping: true })}` : ''}。提现资金将转入已绑定的微信零钱。
            </p>
          </>
        ) : signedOut ? (
          <ErrorState message="请先登录后再提现" onRetry={() => void reload()} />
        ) : snap.status.cashout === 'error' && snap.errors.cashout ? (
          <ErrorState message={snap.errors.cashout.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载提现信息…" />
        )}
      </div>
    </main>
  )
}
