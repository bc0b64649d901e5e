import { formatChinaTime, formatFen } from '@h5/format'
import type { Withdrawal } from '@h5/api'
import { BenefitErrorCode, createBenefitState, loadWithdrawal } from '@h5/benefit'
import { useSearchParams } from 'react-router-dom'
import { CellGroup } from '../../components/CellGroup'
import { Cell } from '../../components/Cell'
import { EmptyState } from '../../components/EmptyState'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { Steps } from '../../components/Steps'
import { StatusTag } from '../../components/StatusTag'
import { TitleBar } from '../../components/TitleBar'
import { benefitApi } from '../../platform/api/benefitApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { serverNow } from '../../platform/serverClock'
import { withdrawalStatusText, withdrawalStatusTone } from './withdrawalStatusText'
import { Notice } from '../../components/Notice'
import '../../components/cashout/Cashout.css'
import { buttonClass } from '../../platform/ui/buttonClass'

/** The timeline as steps: submitted, reviewing, then paid or rejected; each reached step with its time. */
function timelineSteps(withdrawal: Withdrawal) {
  const at = (status: string) => withdrawal.timeline.find((step) => step.status === status)?.at
  const rejected = withdrawal.status === 'rejected'
  const last = rejected ? 'rejected' : 'paid'
  const steps = [
    { title: '提交申请', description: formatChinaTime(at('submitted') ?? withdrawal.createdAt, 'moment', serverNow()) },
    { title: '平台审核', description: at('reviewing') !== undefined ? formatChinaTime(at('reviewing')!, 'moment', serverNow()) : '' },
    {
      title: rejected ? '已驳回' : '到账成功',
      description: at(last) !== undefined ? formatChinaTime(at(last)!, 'moment', serverNow()) : `预计 ${formatChinaTime(withdrawal.expectedAt, 'day', serverNow())} 前`,
    },
  ]
  // Until it ends, the step in progress is the review (a withdrawal just submitted is waiting for it).
  const current = at(last) !== undefined ? 3 : 1
  return { steps, current }
}

/**
 * /wxcash/cashdetail?id=…: one withdrawal: the amount and its status, the timeline (submitted →
 * reviewing → paid, or rejected with the reason: the money is back in the balance), the fee, the money that
 * arrives, where it goes and when.
 */
export default function CashdetailPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const { snap, signedOut, reload } = useSignedInServerState(session, createBenefitState, async (state, tokens) => {
    if (id) await loadWithdrawal(state, benefitApi, { tokens, withdrawalID: id })
  })
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const withdrawal = snap.withdrawal
  const { steps, current } = withdrawal ? timelineSteps(withdrawal as Withdrawal) : { steps: [], current: 0 }
  return (
    <main className="cashout-page">
      <TitleBar title="提现详情" onBack={goBack} />
      <div className="cashout-page__body">
        {withdrawal ? (
          <>
            <section className="cashout-detail__head" aria-label="提现金额">
              <p className="cashout-detail__amount">¥{formatFen(withdrawal.amountFen, { grouping: true })}</p>
              <StatusTag tone={withdrawalStatusTone(withdrawal.status)} className="cashout-status">
                {withdrawalStatusText(withdrawal.status)}
              </StatusTag>
            </section>
            <section className="cashout-detail__steps" aria-label="提现进度">
              <Steps steps={steps} current={current} label="提现进度" />
            </section>
            {withdrawal.status === 'rejected' ? (
              <Notice tone="warning">
                驳回原因：{withdrawal.rejectReason || '未通过审核'}。提现金额已退回你的账户。
              </Notice>
            ) : null}
            <CellGroup>
              {withdrawal.status === 'rejected' ? (
                // The money went back, fee and all: nothing arrived and nothing was charged.
                <Cell title="已退回" value={`¥${formatFen(withdrawal.amountFen, { grouping: true })}`} description="已退回可提现余额，未收取手续费" />
              ) : (
                <>
                  <Cell title="手续费" value={`¥${formatFen(withdrawal.feeFen, { grouping: true })}`} />
                  <Cell title={withdrawal.status === 'paid' ? '实际到账' : '预计到账'} value={`¥${formatFen(withdrawal.arrivalFen, { grouping: true })}`} />
                </>
              )}
              <Cell title="提现至" value={withdrawal.nickName ? `微信零钱（${withdrawal.nickName}）` : '微信零钱'} />
              <Cell title="申请时间" value={formatChinaTime(withdrawal.createdAt, 'moment', serverNow())} />
              <Cell title="提现单号" value={withdrawal.withdrawalID} />
            </CellGroup>
          </>
        ) : !id || snap.errors.withdrawal?.code === BenefitErrorCode.NO_SUCH_WITHDRAWAL ? (
          // Retrying cannot find it: say so, and offer the records it may be among.
          <EmptyState
            message="没有找到这笔提现，它可能不属于当前账号"
            action={
              <PrefetchLink className={buttonClass()} to="/wxcash/cashrecords" replace>
                查看提现记录
              </PrefetchLink>
            }
          />
        ) : signedOut ? (
          <ErrorState message="请先登录后再查看提现详情" onRetry={() => void reload()} />
        ) : snap.status.withdrawal === 'error' && snap.errors.withdrawal ? (
          <ErrorState message={snap.errors.withdrawal.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载提现详情…" />
        )}
      </div>
    </main>
  )
}
