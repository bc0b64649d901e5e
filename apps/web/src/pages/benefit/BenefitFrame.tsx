import type { ReactNode } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import type { BenefitAccountState } from './useBenefitAccount'
import '../../components/cashout/Cashout.css'
import './Benefit.css'

/**
 * The frame of every benefit-center page: the title bar, then the page once the account is loaded, or the
 * open-in-app screen, the sign-in message, the failure with 重试, or the loader: never a blank page.
 */
export function BenefitFrame({ title, server, children }: { title: string; server: BenefitAccountState; children: () => ReactNode }) {
  const goBack = useGoBack()
  const { snap, session, signedOut, reload } = server
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  return (
    <main className="cashout-page">
      <TitleBar title={title} onBack={goBack} />
      <div className="cashout-page__body">
        {snap.account ? (
          children()
        ) : signedOut ? (
          <ErrorState message="请先登录" onRetry={() => void reload()} />
        ) : snap.status.account === 'error' && snap.errors.account ? (
          <ErrorState message={snap.errors.account.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载…" />
        )}
      </div>
    </main>
  )
}
