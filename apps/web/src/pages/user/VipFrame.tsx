import type { ReactNode } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import type { VipServerState } from './useVipState'
import './Vip.css'

/**
 * The frame of the VIP pages: the title bar, then the page once the tiers and my membership are loaded, or the
 * open-in-app screen, the sign-in message, the failure with 重试, or the loader: never a blank page.
 */
export function VipFrame({ title, server, children }: { title: string; server: VipServerState; children: () => ReactNode }) {
  const goBack = useGoBack()
  const { snap, session, signedOut, reload } = server
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const failure = (snap.status.tiers === 'error' && snap.errors.tiers) || (snap.status.membership === 'error' && snap.errors.membership) || null
  return (
    <main className="vip-page">
      <TitleBar title={title} onBack={goBack} />
      <div className="vip-page__body">
        {snap.tiers && snap.membership ? (
          children()
        ) : signedOut ? (
          <ErrorState message="请先登录" onRetry={() => void reload()} />
        ) : failure ? (
          <ErrorState message={failure.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载…" />
        )}
      </div>
    </main>
  )
}
