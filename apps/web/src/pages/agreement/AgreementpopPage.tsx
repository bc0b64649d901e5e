import type { PendingAgreement } from '@h5/api'
import {
  acceptAgreements,
  ContentErrorCode,
  createContentState,
  loadPendingAgreements,
  type AcceptAgreementsState,
  type PendingAgreementsState,
} from '@h5/content'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { appBridge } from '../../platform/appBridge'
import { appApi } from '../../platform/appApi'
import { useServerState } from '../../platform/data/useServerState'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { appSession } from '../../platform/session/appSession'
import { useSession } from '../../platform/session/useSession'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { Button } from '../../components/Button'
import './AgreementpopPage.css'

/**
 * Loads what the user has yet to accept: on mount (once the session has its tokens), on 重试, after a refused
 * 同意, and when native sends `pageActive` (the user may have read and accepted elsewhere meanwhile).
 */
async function loadPending(state: PendingAgreementsState) {
  const { tokens } = await appSession.resolve()
  if (tokens) await loadPendingAgreements(state, appApi, tokens)
}

/**
 * /agreement/agreementpop: native opens it when an agreement changed. It lists what changed, each with a link
 * to the document. 同意 records exactly the versions shown (POST /v1/agreement/accept, one request however often
 * it is tapped), then closes the web view (`finish`); 不同意 explains that the app cannot be used without them
 * and offers 退出登录 (`exitAccount`) or going back to read.
 */
export default function AgreementpopPage() {
  const session = useSession()
  const pending = useServerState(() => createContentState<PendingAgreementsState>(), loadPending)
  const [acceptState] = useState(() => createContentState<AcceptAgreementsState>())
  const accepting = useSnapshot(acceptState).status === 'loading'
  const { confirm, confirmDialog } = useConfirm()

  if (session.status === 'unsupported' || session.status === 'outdated') return <OpenInAppScreen reason={session.status} />
  if (session.status === 'missing') {
    return <ResultScreen status="failed" title="请先登录" message="登录 App 后，再查看更新的协议" />
  }

  const agree = async (items: readonly Pick<PendingAgreement, 'key' | 'version'>[]) => {
    const { tokens } = await appSession.resolve()
    if (!tokens) return
    const result = await acceptAgreements(acceptState, appApi, tokens, items)
    if (result.ok) {
      appBridge.call('finish').catch(() => showToast('已同意，请返回 App 继续使用'))
      return
    }
    showToast(result.error.message)
    if (result.error.code === ContentErrorCode.AGREEMENTS_CHANGED) void loadPending(pending.state)
  }

  const disagree = async () => {
    const leave = await confirm({
      title: '需要同意后才能继续使用',
      message: '协议更新后，需要你同意才能继续使用 App 的服务。你可以返回再读一遍，或退出登录。',
      confirmText: '退出登录',
      cancelText: '返回阅读',
      danger: true,
    })
    if (leave) appBridge.call('exitAccount').catch(() => showToast('请在 App 内退出登录'))
  }

  const { status, data: items, error } = pending.snap
  return (
    <>
      <TitleBar title="协议更新" />
      {status === 'idle' || (status === 'loading' && !items) ? <LoadingState label="协议加载中" rows={4} /> : null}
      {status === 'error' && error ? <ErrorState message={error.message} onRetry={() => void loadPending(pending.state)} /> : null}
      {status !== 'error' && items?.length === 0 ? (
        <ResultScreen status="success" title="协议已是最新" message="你已同意当前版本的全部协议" embedded>
          <Button onClick={() => void appBridge.call('finish').catch(() => undefined)}>
            返回 App
          </Button>
        </ResultScreen>
      ) : null}
      {status !== 'error' && items && items.length > 0 ? (
        <div className="agreementpop">
          <p className="agreementpop__intro">为了更好地保护你的权益，我们更新了以下协议。请阅读更新内容，同意后继续使用。</p>
          {items.map((item, index) => (
            // The server lists each agreement once; the index keeps React's keys unique even if it did not.
            <CellGroup key={`${item.key}-${index}`} title={`《${item.title}》 版本 ${item.version}`}>
              {/* CellGroup's rows are list items: one row holds what changed and the link. */}
              <li className="agreementpop__changes">
                {item.changes.length > 0 ? (
                  <ul>
                    {item.changes.map((change, line) => (
                      <li key={line}>{change}</li>
                    ))}
                  </ul>
                ) : (
                  <p>内容有更新，请阅读全文。</p>
                )}
                <PrefetchLink className="agreementpop__link" to={`/agreement/${item.key}`}>
                  阅读《{item.title}》全文
                </PrefetchLink>
              </li>
            </CellGroup>
          ))}
          <div className="agreementpop__actions">
            <Button variant="secondary" onClick={() => void disagree()}>
              不同意
            </Button>
            <Button loading={accepting} onClick={() => void agree(items)}>
              {accepting ? '提交中…' : '同意'}
            </Button>
          </div>
        </div>
      ) : null}
      {confirmDialog}
    </>
  )
}
