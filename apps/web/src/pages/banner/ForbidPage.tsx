import { ContentErrorCode, createContentState, loadForbidNotice, type ContentState, type ForbidNoticeView } from '@h5/content'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { contentApi } from '../../platform/api/contentApi'
import { useServerState } from '../../platform/data/useServerState'
import { getQueryParam } from '../../platform/getQueryParam'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useGoBack } from '../../platform/useGoBack'
import { formatChinaTime } from '@h5/format'
import { ForbidAppealSection } from './ForbidAppealSection'
import { AGREEMENT_LINKS } from '../../components/document/documentLinks'
import './ForbidPage.css'

/** Loads the notice the address names: on mount, on 重试, and when native sends `pageActive` (an appeal may have lifted it). */
const loadNotice = (state: ContentState) => loadForbidNotice(state, contentApi, getQueryParam('noticeID'))

/**
 * /banner/forbid?noticeID=…: the notice of a ban on the user's account or room (GET /v1/content/forbid): what,
 * why, since and until when, and how to appeal: in the app, a button to the channel the server names (the
 * appeal page, or a chat with customer service), else the steps (ForbidAppealSection.tsx). No id or an unknown
 * one gets a clear message.
 */
export default function ForbidPage() {
  const goBack = useGoBack()
  const notice = useServerState(createContentState, loadNotice)
  const status = notice.snap.status.notice
  const error = notice.snap.errors.notice
  const data = notice.snap.notice
  const missing = status === 'error' && error?.code === ContentErrorCode.NO_SUCH_NOTICE

  return (
    <>
      <TitleBar title="封禁说明" onBack={goBack} />
      {status !== 'error' && !data ? <LoadingState label="封禁通知加载中" rows={4} /> : null}
      {missing ? <ResultScreen status="failed" title="封禁通知不存在" message={error.message} embedded /> : null}
      {status === 'error' && error && !missing ? <ErrorState message={error.message} onRetry={() => void loadNotice(notice.state)} /> : null}
      {status !== 'error' && data ? <ForbidNotice notice={data} /> : null}
    </>
  )
}

function ForbidNotice({ notice }: { notice: Readonly<ForbidNoticeView> }) {
  const subject = notice.scope === 'room' ? `你的房间${notice.roomName ? `「${notice.roomName}」` : ''}` : '你的账号'
  const until = notice.endAt === null ? '永久' : formatChinaTime(notice.endAt)
  return (
    <div className="forbid-page">
      <ResultScreen status="failed" title={`${subject}已被封禁`} message={notice.endAt === null ? '本次为永久封禁' : `将于 ${until} 解封`} embedded />
      <CellGroup title="封禁详情">
        <Cell title="原因" description={notice.reason} />
        <Cell title="开始时间" value={formatChinaTime(notice.startAt)} />
        <Cell title="结束时间" value={until} />
      </CellGroup>
      {notice.appealUntil === null ? (
        <CellGroup title="如何申诉">
          <Cell title="本次封禁不支持申诉" description="如对处理结果有疑问，可在 App「我的 - 帮助与反馈」联系在线客服。" />
        </CellGroup>
      ) : (
        <ForbidAppealSection appealUntil={notice.appealUntil} appeal={notice.appeal} />
      )}
      <p className="forbid-page__rules">
        封禁依据见<PrefetchLink to={`${AGREEMENT_LINKS.user}#violations`}>《用户协议》违规处理与申诉</PrefetchLink>。
      </p>
    </div>
  )
}
