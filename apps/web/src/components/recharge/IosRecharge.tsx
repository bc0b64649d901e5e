import { formatCount } from '@h5/format'
import { RechargeErrorCode, toRechargeError, type RechargeOffer } from '@h5/recharge'
import { useState } from 'react'
import { appBridge } from '../../platform/appBridge'
import { DiamondBalance } from './DiamondBalance'
import { PackageGrid } from './PackageGrid'
import { defaultSelection, type RechargeSelection } from './rechargeSelection'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { InAppRechargeFrame } from './InAppRechargeFrame'
import { useRechargeInfo } from './useRechargeInfo'
import { Button } from '../Button'
import { Notice } from '../Notice'

/**
 * Recharge in the iOS app: virtual currency must be bought through Apple's in-app purchase, so the page
 * never offers WeChat Pay or Alipay. It shows the balance and the packages, and hands the chosen one to native's
 * recharge page (`gotoRecharge`, preselecting its 钻石). The same refusals as Android apply first.
 */
export function IosRecharge({ title }: { title: string }) {
  const session = useSessionTokens()
  const view = useRechargeInfo(session)
  const [selection, setSelection] = useState<RechargeSelection>(null)
  const [error, setError] = useState<string | null>(null)

  return (
    <InAppRechargeFrame session={session} view={view} title={title}>
      {(served) => {
        // Apple sells packages only: the custom amount is the web's and Android's.
        const offer: RechargeOffer = { ...served, custom: null }
        const picked = selection ?? defaultSelection(offer)
        const pack = picked?.kind === 'package' ? offer.packages.find((candidate) => candidate.packageID === picked.packageID) : undefined
        const handOff = () => {
          setError(null)
          appBridge.call('gotoRecharge', { diamonds: pack?.diamonds }).catch((cause: unknown) => {
            const failure = toRechargeError(cause)
            setError(failure.code === RechargeErrorCode.REQUEST_FAILED ? '打开充值页面失败，请重试' : failure.message)
          })
        }
        return (
          <>
            <div className="recharge-page__body">
              <DiamondBalance balance={view.snap.balance} />
              <Notice>
                iOS 版通过 App Store 充值，选好档位后将打开 App 内的充值页面
              </Notice>
              <PackageGrid offer={offer} selection={picked} onSelect={setSelection} customText="" onCustomChange={() => {}} showErrors={false} />
              {error ? (
                <Notice tone="error">
                  {error}
                </Notice>
              ) : null}
            </div>
            <div className="recharge-paybar">
              <p className="recharge-paybar__total">{pack ? `已选 ${formatCount(pack.diamonds)} 钻石` : '请选择档位'}</p>
              <Button className="recharge-paybar__button" onClick={handOff}>
                前往充值
              </Button>
            </div>
          </>
        )
      }}
    </InAppRechargeFrame>
  )
}
