import type { RealNameStatus } from '@h5/api'
import { ResultScreen } from '../../components/ResultScreen'
import { FlowDoneButton } from './FlowDoneButton'
import { MinorNotice } from './MinorNotice'
import { RealNameSummary } from './RealNameSummary'
import type { OauthFlowLinks } from './useOauthFlow'

/**
 * What the quick and manual forms show instead of themselves when there is nothing to submit: the account is
 * verified already, or a manual submission is under review. Said before anything is typed, not after a submit.
 * Null for a status that may still submit (none, rejected).
 */
export function RealNameSettled({ status, flow }: { status: RealNameStatus; flow: OauthFlowLinks }) {
  if (status.status === 'verified') {
    return (
      <>
        <ResultScreen status="success" title="你已完成实名认证" message="无需再次认证" embedded>
          <FlowDoneButton flow={flow} />
        </ResultScreen>
        <RealNameSummary status={status} />
        <MinorNotice status={status} from={flow.from} />
      </>
    )
  }
  if (status.status === 'reviewing') {
    return (
      <>
        <ResultScreen status="pending" title="认证资料审核中" message={`审核将在${status.reviewDays}个工作日内完成，请耐心等待`} embedded />
        <RealNameSummary status={status} />
      </>
    )
  }
  return null
}
