import { canCancel } from '@h5/identity'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { AgreementCheckbox } from '../../components/AgreementCheckbox'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { Dialog } from '../../components/Dialog'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { CancellationAgreement } from './CancellationAgreement'
import { forfeitText } from './forfeitText'
import { CancellationConditions } from './CancellationConditions'
import { CANCELLATION_PATHS } from './cancellationPaths'
import { CancellationCheckPending } from './CancellationCheckPending'
import { useCancellationCheck } from './useCancellationCheck'
import { Button } from '../../components/Button'
import '../../styles/formPage.css'
import './Cancellation.css'

const BALANCES = '账户余额与钻石'

/** What the user loses with the account: said before anything else; the balances with the server's amounts. */
const LOSSES = [
  { title: BALANCES, description: '未提现的余额、钻石、礼物收益将被清空' },
  { title: '会员与特权', description: 'VIP、贵族、等级与已购买的装扮将失效' },
  { title: '昵称与靓号', description: '昵称、ID号与靓号将被释放，无法找回' },
  { title: '关系与内容', description: '关注、粉丝、好友、公会关系及发布的内容将被删除' },
] as const

/**
 * /account/cancellation: what cancelling the account means (what is lost, the cooling-off period)
 * and the server's conditions (getCancellationCheck), with 《账号注销协议》 to read and accept before going on
 * to the check. A cancellation already under way goes straight to where it stands (/account/cancellation/done).
 */
export default function CancellationPage() {
  const session = useSessionTokens()
  const cancellationCheck = useCancellationCheck(session)
  const { snap } = cancellationCheck
  const goBack = useGoBack()
  const navigate = useNavigate()
  const [agreed, setAgreed] = useState(false)
  const [tried, setTried] = useState(false)
  const [reading, setReading] = useState(false)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const check = snap.cancellation
  if (check?.pending) return <Navigate to={CANCELLATION_PATHS.done} replace />

  const forfeit = check ? forfeitText(check.balances) : ''
  const balancesLost = forfeit ? `你的${forfeit}及礼物收益将被清空` : LOSSES[0].description

  function next() {
    setTried(true)
    if (agreed) navigate(CANCELLATION_PATHS.check)
  }

  return (
    <main className="form-page">
      <TitleBar title="注销账号" onBack={goBack} />
      <div className="form-page__body">
        <p className="form-page__lead">注销后，你将无法再使用该账号登录，以下内容将被永久清除且无法恢复：</p>
        <CellGroup title="注销后将失去">
          {LOSSES.map((loss) => (
            <Cell key={loss.title} title={loss.title} description={loss.title === BALANCES ? balancesLost : loss.description} />
          ))}
        </CellGroup>
        {check ? (
          <>
            <CancellationConditions conditions={check.conditions} balances={check.balances} waived={false} />
            <p className="cancellation-page__note">
              提交注销申请后有{check.coolingOffDays}天冷静期，冷静期内重新登录即可撤销注销；期满后账号将被永久注销。
              {canCancel(check, false) ? '' : '未满足的条件可在下一步查看处理方法。'}
            </p>
          </>
        ) : (
          <CancellationCheckPending check={cancellationCheck} loadingLabel="正在获取注销条件…" />
        )}
        <AgreementCheckbox
          checked={agreed}
          onChange={setAgreed}
          agreements={[{ key: 'cancellation', title: '账号注销协议' }]}
          onOpen={() => setReading(true)}
          error={tried && !agreed ? '请先阅读并同意《账号注销协议》' : undefined}
        />
        <div className="form-page__actions">
          <Button block onClick={next} disabled={!check}>
            申请注销
          </Button>
        </div>
      </div>
      <Dialog
        open={reading}
        onClose={() => setReading(false)}
        title="账号注销协议"
        actions={[
          {
            label: '同意',
            tone: 'primary',
            onClick: () => {
              setAgreed(true)
              setReading(false)
            },
          },
        ]}
      >
        <CancellationAgreement />
      </Dialog>
    </main>
  )
}
