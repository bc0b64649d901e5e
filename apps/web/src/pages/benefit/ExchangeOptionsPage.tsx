import type { ExchangeOption } from '@h5/api'
import { BenefitErrorCode, exchangeRedDiamonds, loadExchangeOptions } from '@h5/benefit'
import { useState } from 'react'
import { Button } from '../../components/Button'
import { ErrorState } from '../../components/ErrorState'
import { Notice } from '../../components/Notice'
import { OptionGrid } from '../../components/OptionGrid'
import { useConfirm } from '../../components/useConfirm'
import { benefitApi } from '../../platform/api/benefitApi'
import { showToast } from '../../state/overlays'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'

/**
 * /benefit/hzoption: the server's preset exchanges, one chosen in the kit's option grid; 立即兑换
 * asks for confirmation (how many 红钻 for how many 钻石), then exchanges with the attempt's idempotency key. An
 * option above the balance stays in the grid, dimmed and marked 红钻不足, and cannot be chosen. A failure shows its message; the balance on screen is the server's after each exchange.
 */
export default function ExchangeOptionsPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session, (state, tokens) => loadExchangeOptions(state, benefitApi, tokens))
  const { confirm, confirmDialog } = useConfirm()
  const { snap, state, reload } = server
  const [chosen, setChosen] = useState<string | null>(null)

  async function exchange(option: ExchangeOption) {
    const confirmed = await confirm({
      title: '确认兑换',
      message: `使用 ${option.red.toLocaleString('zh-CN')} 红钻兑换 ${option.diamonds.toLocaleString('zh-CN')} 钻石？兑换后不可撤销。`,
      confirmText: '确认兑换',
    })
    if (!confirmed) return
    const tokens = await session.tokens
    if (!tokens) return
    const result = await exchangeRedDiamonds(state, benefitApi, { tokens, option })
    if (result.ok) showToast(`兑换成功，获得 ${result.data.diamonds.toLocaleString('zh-CN')} 钻石`)
    else if (result.error.code === BenefitErrorCode.OPTION_WITHDRAWN) void reload()
  }

  return (
    <BenefitFrame title="兑换档位" server={server}>
      {() => {
        const options = snap.options
        if (!options) {
          return snap.status.options === 'error' && snap.errors.options ? <ErrorState message={snap.errors.options.message} onRetry={() => void reload()} /> : null
        }
        const failure = snap.status.exchange === 'error' ? snap.errors.exchange : null
        // What 立即兑换 exchanges: the chosen option while the balance covers it.
        const chosenOption = options.options.find((option) => option.optionID === chosen && option.red <= options.redDiamonds)
        return (
          <>
            <section className="benefit-card benefit-card--row">
              <span className="benefit-card__text">红钻余额</span>
              <strong className="benefit-balance" data-testid="red-balance">
                {options.redDiamonds.toLocaleString('zh-CN')}
              </strong>
            </section>
            {failure ? <Notice tone="error">{failure.message}</Notice> : null}
            <OptionGrid
              label="兑换档位"
              value={chosen}
              onChange={setChosen}
              options={options.options.map((option) => {
                const short = option.red > options.redDiamonds
                return {
                  key: option.optionID,
                  tag: option.tag || undefined,
                  label: option.diamonds.toLocaleString('zh-CN'),
                  subLabel: '钻石',
                  detail: <span className="benefit-option__red">{option.red.toLocaleString('zh-CN')} 红钻</span>,
                  disabled: short,
                  disabledReason: '红钻不足',
                  accessibleName: `${option.diamonds}钻石，需${option.red}红钻${short ? '，红钻不足' : ''}`,
                }
              })}
            />
            <Button block disabled={!chosenOption} loading={snap.status.exchange === 'loading'} onClick={() => chosenOption && void exchange(chosenOption)}>
              立即兑换
            </Button>
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
