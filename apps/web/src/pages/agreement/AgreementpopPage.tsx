import type { PendingAgreement } from '@h5/api'
import { acceptAgreements, ContentErrorCode, createContentState, loadPendingAgreements } from '@h5/content'
import { useState } from 'react'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { appBridge } from '../../platform/appBridge'
import { contentApi } from '../../platform/api/contentApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { changedAgreements } from './changedAgreements'
import { Button } from '../../components/Button'
import './AgreementpopPage.css'

/** What the page says under the list after a 同意 that did not go through: never a toast over the content. */
type AcceptNotice = { kind: 'changed'; text: string } | { kind: 'failed'; text: string }

/** `《用户协议》、《隐私政策》` */
const titlesOf = (items: readonly PendingAgreement[]) => items.map((item) => `《${item.title}》`).join('、')

/**
 * /agreement/agreementpop: native opens it when an agreement changed. It lists what changed, each with a link
 * to the document. 同意 records exactly the versions shown (POST /v1/agreement/accept, one request however often
 * it is tapped), then closes the web view (`finish`); 不同意 explains that the app cannot be used without them
 * and offers 退出登录 (`exitAccount`) or going back to read.
 *
 * A 同意 the server refuses because an agreement changed (errno 8370301) loads the list anew. When a version
 * the user accepted did change, the page says which, above the buttons, and waits for a new 同意; when none did
 * (the server answered from stale data), it sends the same versions once more by itself: the user has nothing
 * new to read, so nothing is said.
 */
export default function AgreementpopPage() {
  const session = useSessionTokens()
  // What the user has yet to accept: on mount, on 重试, after a refused 同意, and when native sends `pageActive`
  // (the user may have read and accepted elsewhere meanwhile). The 同意 runs on the same state (`status.accept`).
  const pending = useSignedInServerState(session, createContentState, (state, tokens) => loadPendingAgreements(state, contentApi, tokens))
  const [notice, setNotice] = useState<AcceptNotice | null>(null)
  // From the tap until the page knows what to show: the request, the list loaded anew, a retry.
  const [agreeing, setAgreeing] = useState(false)
  const accepting = pending.snap.status.accept === 'loading' || agreeing
  const { confirm, confirmDialog } = useConfirm()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  if (pending.signedOut) {
    return <ResultScreen status="failed" title="请先登录" message="登录 App 后，再查看更新的协议" />
  }

  const close = () => appBridge.call('finish').catch(() => setNotice({ kind: 'failed', text: '已同意，请返回 App 继续使用' }))

  /** Accepts `shown`; after an 8370301 whose reload shows the same versions, accepts them once more. */
  const accept = async (shown: readonly Pick<PendingAgreement, 'key' | 'version'>[], retried = false): Promise<void> => {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await acceptAgreements(pending.state, contentApi, { tokens, shown })
    if (result.ok) return void close()
    if (result.error.code !== ContentErrorCode.AGREEMENTS_CHANGED) return setNotice({ kind: 'failed', text: result.error.message })
    await pending.reload()
    const current = pending.state.pending
    // The list could not be loaded: its error state, with 重试, takes the page.
    if (pending.state.status.pending === 'error' || current === null || current.length === 0) return
    const changed = changedAgreements(shown, current)
    if (changed.length > 0) return setNotice({ kind: 'changed', text: `${titlesOf(changed)}刚刚有更新，请阅读更新内容后再同意。` })
    if (!retried) return accept(current, true)
    setNotice({ kind: 'failed', text: result.error.message })
  }

  const agree = async (shown: readonly Pick<PendingAgreement, 'key' | 'version'>[]) => {
    setNotice(null)
    setAgreeing(true)
    try {
      await accept(shown)
    } finally {
      setAgreeing(false)
    }
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

  const status = pending.snap.status.pending
  const items = pending.snap.pending
  const error = pending.snap.errors.pending
  return (
    <>
      <TitleBar title="协议更新" />
      {status === 'idle' || (status === 'loading' && !items) ? <LoadingState label="协议加载中" rows={4} /> : null}
      {status === 'error' && error ? <ErrorState message={error.message} onRetry={() => void pending.reload()} /> : null}
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
          {notice ? (
            <p className={`agreementpop__notice agreementpop__notice--${notice.kind}`} role={notice.kind === 'failed' ? 'alert' : 'status'}>
              {notice.text}
            </p>
          ) : null}
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
