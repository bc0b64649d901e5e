import type { RealNameStatus } from '@h5/api'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'

/** The real-name status in words (the summary card and 认证设置). */
export const STATUS_TEXT: Readonly<Record<RealNameStatus['status'], string>> = {
  none: '未认证',
  reviewing: '审核中',
  verified: '已认证',
  rejected: '未通过',
}

/** The status card: where the user stands and what was verified, masked as the server sent it. */
export function RealNameSummary({ status }: { status: RealNameStatus }) {
  return (
    <CellGroup title="认证状态">
      <Cell title="实名认证" value={STATUS_TEXT[status.status]} />
      {status.maskedName && <Cell title="姓名" value={status.maskedName} />}
      {status.maskedIdNumber && <Cell title="证件号码" value={status.maskedIdNumber} />}
      {status.status === 'rejected' && status.rejectReason && <Cell title="未通过原因" description={status.rejectReason} />}
      {status.status === 'reviewing' && <Cell title="预计审核时间" value={`${status.reviewDays}个工作日内`} />}
    </CellGroup>
  )
}
