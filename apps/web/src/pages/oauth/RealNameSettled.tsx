import type { RealNameStatus } from '@h5/api'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import type { OauthFlowLinks } from './useOauthFlow'

const content = onDemand(() => import('./RealNameSettledContent').then((module) => module.RealNameSettledContent))

/**
 * What the quick and manual forms show instead of themselves when there is nothing to submit, the account
 * verified or under review (RealNameSettledContent.tsx): its code loads when a page shows it. Those forms are for
 * the users who still verify, and loaded with them the summary, the minor notice and the way back were start-up
 * JS of every visit (README "Performance"). A failed load offers 重试 in place.
 *
 * @example
 * if (status.status === 'verified' || status.status === 'reviewing') return <RealNameSettled status={status} flow={flow} />
 */
export function RealNameSettled(props: { status: RealNameStatus; flow: OauthFlowLinks }) {
  const { value: Content, failed, retry } = useOnDemand(content, true)
  if (Content) return <Content {...props} />
  return failed ? <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retry} /> : <LoadingState label="正在准备…" />
}
