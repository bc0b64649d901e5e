import { BenefitErrorCode, checkGivingAllowed, giveRedDiamonds, pickFriend, type BenefitError, type Friend } from '@h5/benefit'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ResultScreen } from '../../components/ResultScreen'
import { TextField } from '../../components/TextField'
import { useConfirm } from '../../components/useConfirm'
import { benefitApi } from '../../platform/api/benefitApi'
import { appBridge } from '../../platform/appBridge'
import { normalizeDigits } from '../../platform/normalizeDigits'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'

/** Whole 红钻 only: digits, no sign, no decimals. */
const readRed = (text: string): number | null => (/^\d{1,11}$/.test(text) && Number(text) > 0 ? Number(text) : null)

/**
 * /benefit/zs: giving 红钻 to a friend. 选择好友 opens native's friend picker
 * (`selectUserFromRelationList`), then the amount (whole 红钻, at most the balance), then a confirmation naming
 * the friend; the gift carries the attempt's idempotency key. Minors cannot give (the account's `canGive`), nor
 * anyone with teen mode on (checkGivingAllowed: the same teenagerCanUse check recharge asks, on load and again
 * before sending): the page says so, offers nothing to send and the ways back. A failure keeps the friend and the
 * amount.
 */
export default function GivePage() {
  const session = useSessionTokens()
  // Teen mode is asked with the account, on every load (and on pageActive: it may have been turned on meanwhile).
  const [teenRefusal, setTeenRefusal] = useState<BenefitError | null>(null)
  const server = useBenefitAccount(session, async () => {
    const allowed = await checkGivingAllowed(appBridge)
    setTeenRefusal(allowed.ok ? null : allowed.error)
  })
  const { snap, state } = server
  const { confirm, confirmDialog } = useConfirm()
  const navigate = useNavigate()
  const [friend, setFriend] = useState<Friend | null>(null)
  const [text, setText] = useState('')
  const [showErrors, setShowErrors] = useState(false)
  const [given, setGiven] = useState<{ friend: Friend; red: number } | null>(null)

  if (given) {
    return (
      <ResultScreen
        status="success"
        title="赠送成功"
        message={`已将 ${given.red.toLocaleString('zh-CN')} 红钻赠送给「${given.friend.nickName}」`}
        page={{ title: '赠送好友', onBack: () => void navigate('/benefit', { replace: true }) }}
      >
        <PrefetchLink className={buttonClass({ block: true })} to="/benefit" replace>
          返回福利中心
        </PrefetchLink>
      </ResultScreen>
    )
  }

  async function choose() {
    const picked = await pickFriend(state, appBridge)
    if (picked.ok && picked.data) setFriend(picked.data)
  }

  async function give(target: Friend, balance: number) {
    setShowErrors(true)
    const red = readRed(text)
    if (red === null || red > balance) return
    const confirmed = await confirm({
      title: '确认赠送',
      message: `将 ${red.toLocaleString('zh-CN')} 红钻赠送给「${target.nickName}」（ID ${target.userID}）？赠送后不可撤回。`,
      confirmText: '确认赠送',
    })
    if (!confirmed) return
    // Asked again at the moment of sending: teen mode may have been turned on since the page loaded.
    const allowed = await checkGivingAllowed(appBridge)
    if (!allowed.ok) return setTeenRefusal(allowed.error)
    const tokens = await session.tokens
    if (!tokens) return
    const result = await giveRedDiamonds(state, benefitApi, { tokens, friend: target, red })
    if (result.ok) setGiven({ friend: target, red })
  }

  return (
    <BenefitFrame title="赠送好友" server={server}>
      {() => {
        const account = snap.account!
        if (!account.canGive || teenRefusal) {
          const teenMode = teenRefusal?.code === BenefitErrorCode.TEEN_MODE
          const title = !account.canGive ? '未成年人不能赠送红钻' : teenMode ? '青少年模式下不能赠送红钻' : teenRefusal!.message
          return (
            <section className="benefit-card benefit-minor" role="note">
              <h2 className="benefit-card__title">{title}</h2>
              <p className="benefit-card__text">
                {!account.canGive || teenMode
                  ? '根据未成年人保护相关规定，未成年人和青少年模式下不能向他人赠送红钻。你仍可以提现或兑换自己的红钻。'
                  : '暂时无法确认青少年模式状态，请稍后重试。'}
              </p>
              <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to="/teenager">
                了解青少年模式
              </PrefetchLink>
              <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to="/benefit" replace>
                返回福利中心
              </PrefetchLink>
            </section>
          )
        }
        const red = readRed(text)
        const amountError =
          text === '' ? '请输入赠送数量' : red === null ? '请输入整数红钻' : red > account.redDiamonds ? '红钻余额不足' : undefined
        const failure = snap.status.give === 'error' ? snap.errors.give : snap.status.native === 'error' && snap.errors.native?.code !== BenefitErrorCode.CANCELLED ? snap.errors.native : null
        return (
          <>
            <section className="benefit-card">
              <h2 className="benefit-card__title">赠送对象</h2>
              {friend ? (
                <div className="benefit-friend">
                  <span className="benefit-friend__avatar" aria-hidden="true">
                    {friend.avatar ? <img src={friend.avatar} alt="" /> : Array.from(friend.nickName)[0] ?? '友'}
                  </span>
                  <span className="benefit-friend__name">
                    {friend.nickName}
                    <small>ID {friend.userID}</small>
                  </span>
                  <button className="cashout-form__all" type="button" onClick={() => void choose()}>
                    更换
                  </button>
                </div>
              ) : (
                <Button variant="secondary" block onClick={() => void choose()}>
                  选择好友
                </Button>
              )}
            </section>
            {friend ? (
              <form
                className="cashout-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void give(friend, account.redDiamonds)
                }}
              >
                <TextField
                  label="赠送数量"
                  value={text}
                  onValueChange={(value) => setText(normalizeDigits(value, { maxLength: 11 }))}
                  inputMode="numeric"
                  placeholder="0"
                  trailing="红钻"
                  error={showErrors ? amountError : undefined}
                  hint={`可赠送 ${account.redDiamonds.toLocaleString('zh-CN')} 红钻`}
                />
                {failure ? (
                  <Notice tone="error">
                    {failure.message}
                  </Notice>
                ) : null}
                <Button block type="submit" loading={snap.status.give === 'loading'}>
                  {snap.status.give === 'loading' ? '正在赠送…' : '赠送'}
                </Button>
              </form>
            ) : null}
            <p className="cashout-page__note">红钻赠送后即时到账，不可撤回，请确认好友身份。</p>
            {confirmDialog}
          </>
        )
      }}
    </BenefitFrame>
  )
}
