import type { ExchangeOption } from '@h5/api'
import { BenefitErrorCode, exchangeRedDiamonds, loadExchangeOptions } from '@h5/benefit'
import { useConfirm } from '../../components/useConfirm'
import { ErrorState } from '../../components/ErrorState'
import { appApi } from '../../platform/appApi'
import { showToast } from '../../state/overlays'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'

/**
 * /benefit/hzoption (issue 15): the server's preset exchanges. A tap asks for confirmation (how many 红钻 for
 * how many 钻石), then exchanges with the attempt's idempotency key; an option above the balance says so
 * without sending. A failure shows its message; the balance on screen is the server's after each exchange.
 */
export default function ExchangeOptionsPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session, (state, tokens) => loadExchangeOptions(state, appApi, tokens))
  const { confirm, confirmDialog } = useConfirm()
  const { snap, state, reload } = server

  async function exchange(option: ExchangeOption) {
    const confirmed = await confirm({
      title: '确认兑换',
      message: `使用 ${option.red.toLocaleString('zh-CN')} 红钻兑换 ${option.diamonds.toLocaleString('zh-CN')} 钻石？兑换后不可撤销。`,
      confirmText: '确认兑换',
    })
    if (!confirmed) return
    const tokens = await session.tokens
    if (!tokens) return
    const result = await exchangeRedDiamonds(state, appApi, tokens, option)
    if (result.ok) showToast(`兑换成功，获得 ${result.data.diamonds.toLocaleString('zh-CN')} 钻石`)
    else if (result.error.code === BenefitErrorCode.OPTION_WITHDRAWN) void reload()
  }

  return (
    <BenefitFrame title="兑换钻石" server={server}>
      {() => {
        const options = snap.options
        if (!options) {
          return snap.status.options === 'error' && snap.errors.options ? <ErrorState message={snap.errors.options.message} onRetry={() => void reload()} /> : null
        }
        const failure = snap.status.exchange === 'error' ? snap.errors.exchange : null
        return (
          <>
            <section className="benefit-card benefit-card--row">
              <span className="benefit-card__text">红钻余额</span>
              <strong className="benefit-balance" data-testid="red-balance">
                {options.redDiamonds.toLocaleString('zh-CN')}
              </strong>
            </section>
            {failure ? (
              <p className="cashout-page__alert" role="alert">
                {failure.message}
              </p>
            ) : null}
            <ul className="benefit-options" aria-label="兑换档位">
              {options.options.map((option) => {
                const short = option.red > options.redDiamonds
                return (
                  <li key={option.optionID}>
                    <button
                      className={`benefit-option${short ? ' benefit-option--short' : ''}`}
                      type="button"
                      disabled={snap.status.exchange === 'loading'}
                      aria-label={`${option.diamonds}钻石，需${option.red}红钻${short ? '，红钻不足' : ''}`}
                      onClick={() => (short ? showToast('红钻余额不足') : void exchange(option))}
                    >
                      {option.tag ? <span className="benefit-option__tag">{option.tag}</span> : null}
                      <span className="benefit-option__diamonds">{option.diamonds.toLocaleString('zh-CN')}</span>
                      <span className="benefit-option__unit">钻石</span>
                      <span className="benefit-option__red">{option.red.toLocaleString('zh-CN')} 红钻</span>
                    </button>
                  </li>
                )
              })}
            </ul>
            <p className="cashout-page__note">
              兑换比例 {options.rateRed} 红钻 = {options.rateDiamonds} 钻石，以服务器为准。
            </p>
            {confirmDialog}
          </>
        )
      }}
    </BenefitFrame>
  )
}
