import { formatChinaTime, formatFen } from '@h5/format'
import {
  BenefitErrorCode,
  cashoutGate,
  checkWithdrawalAmount,
  BENEFIT_ERROR_MESSAGES,
  previewWithdrawal,
  sendWithdrawalCode,
  submitWithdrawal,
  withdrawableFen,
  type WithdrawalProof,
} from '@h5/benefit'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AmountField } from '../../components/AmountField'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { benefitApi } from '../../platform/api/benefitApi'
import { onDemand, useOnDemandOverlay } from '../../platform/onDemand'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { CashoutGateCard } from '../../components/cashout/CashoutGateCard'
import { serverNow } from '../../platform/serverClock'
import { WeChatMark } from '../../components/cashout/WeChatMark'
import { useCashout } from '../../components/cashout/useCashout'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { WALLET_RULE_LINKS } from '../../components/document/documentLinks'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import '../../components/cashout/Cashout.css'

/**
 * /wxcash/cash: the amount in yuan (at most two decimals, at least the minimum, at most what may be
 * withdrawn), the fee and the money that arrives by the server's rates, then 确认提现: a confirmation sheet with
 * what goes where and the owner's proof the server asks for (the SMS code to the bound phone, or the payment
 * password: WithdrawConfirmDialog), and only then the submit. The submit carries the
 * attempt's idempotency key (@h5/benefit): after a network failure or a time-out the amount stays and 重试
 * sends the same key, so the server makes one withdrawal. The result: 提现申请已提交 and when it should arrive.
 */
/** Refusals of the owner's proof: the sheet stays open with the message under the field, for another try. */
const PROOF_REFUSALS: readonly string[] = [
  BenefitErrorCode.SMS_CODE_WRONG,
  BenefitErrorCode.SMS_CODE_EXPIRED,
  BenefitErrorCode.SMS_TOO_OFTEN,
  BenefitErrorCode.PAY_PASSWORD_WRONG,
  BenefitErrorCode.VERIFICATION_NEEDED,
]

/**
 * The confirmation sheet (with the SMS code field and the Modal layer): loaded when 确认提现 first opens it, not
 * with the page. If that load fails, a toast says why and the sheet stays shut: nothing is sent.
 */
const confirmDialog = onDemand(() => import('./WithdrawConfirmDialog').then((module) => module.WithdrawConfirmDialog))

export default function WithdrawPage() {
  const session = useSessionTokens()
  const { snap, state, reload, signedOut } = useCashout(session)
  const goBack = useGoBack()
  const navigate = useNavigate()
  const [amount, setAmount] = useState({ text: '', fen: null as number | null })
  const [showErrors, setShowErrors] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const WithdrawConfirmDialog = useOnDemandOverlay(confirmDialog, confirming, () => setConfirming(false))

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const info = snap.cashout
  const submitted = snap.withdrawal
  if (submitted) {
    return (
      <ResultScreen
        status="pending"
        page={{ title: '提现', onBack: () => void navigate('/wxcash', { replace: true }) }}
        title="提现申请已提交"
        message={`¥${formatFen(submitted.arrivalFen, { grouping: true })} 预计 ${formatChinaTime(submitted.expectedAt, 'day', serverNow())} 前到账微信零钱（手续费 ¥${formatFen(submitted.feeFen, { grouping: true })}）`}
      >
        <PrefetchLink className={buttonClass({ block: true })} to={`/wxcash/cashdetail?id=${encodeURIComponent(submitted.withdrawalID)}`} replace>
          查看进度
        </PrefetchLink>
        <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to="/wxcash" replace>
          完成
        </PrefetchLink>
      </ResultScreen>
    )
  }

  const gate = info ? cashoutGate(info) : null
  const sending = snap.status.withdraw === 'loading'
  const lastError = snap.status.withdraw === 'error' ? snap.errors.withdraw : null
  const proofError = lastError && PROOF_REFUSALS.includes(lastError.code) ? lastError : null
  const codeError = snap.status.code === 'error' ? snap.errors.code : null
  const failure = proofError ? null : lastError
  const refused = info && amount.fen !== null ? checkWithdrawalAmount(info, amount.fen) : null
  const preview = info && amount.fen !== null && refused === null ? previewWithdrawal(info, amount.fen) : null

  /** 确认提现 on the form: the amount checked, then the confirmation sheet (what goes where, the owner's proof). */
  function review() {
    setShowErrors(true)
    if (!info || checkWithdrawalAmount(info, amount.fen) !== null) return
    setConfirming(true)
  }

  async function sendCode() {
    const tokens = await session.tokens
    if (!tokens) return null
    const sent = await sendWithdrawalCode(state, benefitApi, tokens)
    return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds } : null
  }

  async function submit(proof: WithdrawalProof) {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await submitWithdrawal(state, benefitApi, { tokens, amountFen: amount.fen, proof })
    if (result.ok || !PROOF_REFUSALS.includes(result.error.code)) setConfirming(false)
    // A decided refusal (the window closed meanwhile, the times used elsewhere) changes the gates: reload them.
    if (!result.ok && result.error.decided && !PROOF_REFUSALS.includes(result.error.code)) void reload()
  }

  return (
    <main className="cashout-page">
      <TitleBar title="提现" onBack={goBack} />
      <div className="cashout-page__body">
        {info && gate ? (
          <CashoutGateCard gate={gate} info={info} state={state} onCleared={reload} />
        ) : info ? (
          <>
            <form
              className="cashout-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                review()
              }}
            >
              <p className="cashout-form__to">
                <WeChatMark />
                提现至微信零钱 <strong>{info.channel.nickName}</strong>
              </p>
              <AmountField
                label="提现金额"
                value={amount.text}
                onChange={(text, fen) => setAmount({ text, fen })}
                minFen={info.minFen}
                maxFen={withdrawableFen(info)}
                showErrors={showErrors}
                error={showErrors && amount.fen !== null && refused ? BENEFIT_ERROR_MESSAGES[refused] : undefined}
                hint={`单笔 ¥${formatFen(info.minFen, { grouping: true })} 起，最高 ¥${formatFen(info.maxFen, { grouping: true })}`}
                disabled={sending}
              />
              <p className="cashout-form__balance">
                <span>可提现 ¥{formatFen(info.availableFen, { grouping: true })}</span>
                <button
                  className="cashout-form__all"
                  type="button"
                  disabled={sending}
                  onClick={() => {
                    const fen = withdrawableFen(info)
                    setAmount({ text: formatFen(fen), fen })
                  }}
                >
                  全部提现
                </button>
              </p>
              <dl className="cashout-preview" aria-label="到账预览">
                <div>
                  <dt>手续费（{info.feeRateBp / 100}%）</dt>
                  <dd data-testid="fee">{preview ? `¥${formatFen(preview.feeFen, { grouping: true })}` : '—'}</dd>
                </div>
                <div className="cashout-preview__arrival">
                  <dt>实际到账</dt>
                  <dd data-testid="arrival">{preview ? `¥${formatFen(preview.arrivalFen, { grouping: true })}` : '—'}</dd>
                </div>
              </dl>
              {failure ? (
                <Notice tone="error">
                  {failure.message}
                  {!failure.decided ? <span>。你填写的金额已保留，可直接重试，不会重复提现。</span> : null}
                </Notice>
              ) : null}
              <Button block type="submit" loading={sending}>
                {sending ? '正在提交…' : failure && !failure.decided ? '重试' : '确认提现'}
              </Button>
            </form>
            {preview && WithdrawConfirmDialog ? (
              <WithdrawConfirmDialog
                open={confirming}
                info={info}
                preview={preview}
                onSendCode={sendCode}
                error={(proofError ?? codeError)?.message}
                sending={sending}
                onConfirm={(proof) => void submit(proof)}
                onClose={() => setConfirming(false)}
              />
            ) : null}
            <p className="cashout-page__note">
              预计{info.arrivalDays}个工作日内到账。提现即表示同意<PrefetchLink to={WALLET_RULE_LINKS.redToCash}>《红钻提现规则》</PrefetchLink>。
            </p>
          </>
        ) : signedOut ? (
          <ErrorState message="请先登录后再提现" onRetry={() => void reload()} />
        ) : snap.status.cashout === 'error' && snap.errors.cashout ? (
          <ErrorState message={snap.errors.cashout.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载提现信息…" />
        )}
        {info && gate ? (
          <Button variant="secondary" block onClick={() => navigate('/wxcash', { replace: true })}>
            返回提现首页
          </Button>
        ) : null}
      </div>
    </main>
  )
}
