import type { PendingAgreement } from '@h5/api'
import { acceptAgreements, ContentErrorCode, loadPendingAgreements, type ContentError } from '@h5/content'
import { useCallback, useEffect, useState } from 'react'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { appBridge } from '../../platform/appBridge'
import { appApi } from '../../platform/appApi'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useSession } from '../../platform/session/useSession'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import './AgreementpopPage.css'

type View = { status: 'loading' } | { status: 'done'; items: PendingAgreement[] } | { status: 'error'; error: ContentError }

/**
 * /agreement/agreementpop: native opens it when an agreement changed. It lists what changed, each with a link
 * to the document. 同意 records exactly the versions shown (POST /v1/agreement/accept), then closes the web
 * view (`finish`); 不同意 explains that the app cannot be used without them and offers 退出登录 (`exitAccount`)
 * or going back to read.
 */
export default function AgreementpopPage() {
  const session = useSession()
  const [view, setView] = useState<View>({ status: 'loading' })
  const [accepting, setAccepting] = useState(false)
  const { confirm, confirmDialog } = useConfirm()
  const tokens = session.tokens

  const load = useCallback(() => {
    if (!tokens) return
    setView({ status: 'loading' })
    void loadPendingAgreements(appApi, tokens).then((result) =>
      setView(result.ok ? { status: 'done', items: result.data } : { status: 'error', error: result.error }),
    )
  }, [tokens])
  useEffect(load, [load])

  if (session.status === 'unsupported' || session.status === 'outdated') return <OpenInAppScreen reason={session.status} />
  if (session.status === 'missing') {
    return <ResultScreen status="failed" title="请先登录" message="登录 App 后，再查看更新的协议" />
  }

  const agree = async (items: PendingAgreement[]) => {
    if (!tokens || accepting) return
    setAccepting(true)
    const result = await acceptAgreements(appApi, tokens, items)
    setAccepting(false)
    if (result.ok) {
      appBridge.call('finish').catch(() => showToast('已同意，请返回 App 继续使用'))
      return
    }
    showToast(result.error.message)
    if (result.error.code === ContentErrorCode.AGREEMENTS_CHANGED) load()
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

  return (
    <>
      <TitleBar title="协议更新" />
      {session.status === 'unresolved' || view.status === 'loading' ? <LoadingState label="协议加载中" rows={4} /> : null}
      {view.status === 'error' ? <ErrorState message={view.error.message} onRetry={load} /> : null}
      {view.status === 'done' && view.items.length === 0 ? (
        <ResultScreen status="success" title="协议已是最新" message="你已同意当前版本的全部协议">
          <button type="button" className="button button--primary" onClick={() => void appBridge.call('finish').catch(() => undefined)}>
            返回 App
          </button>
        </ResultScreen>
      ) : null}
      {view.status === 'done' && view.items.length > 0 ? (
        <div className="agreementpop">
          <p className="agreementpop__intro">为了更好地保护你的权益，我们更新了以下协议。请阅读更新内容，同意后继续使用。</p>
          {view.items.map((item) => (
            <CellGroup key={item.key} title={`《${item.title}》 版本 ${item.version}`}>
              <div className="agreementpop__changes">
                {item.changes.length > 0 ? (
                  <ul>
                    {item.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : (
                  <p>内容有更新，请阅读全文。</p>
                )}
                <PrefetchLink className="agreementpop__link" to={`/agreement/${item.key}`}>
                  阅读《{item.title}》全文
                </PrefetchLink>
              </div>
            </CellGroup>
          ))}
          <div className="agreementpop__actions">
            <button type="button" className="button button--secondary" onClick={() => void disagree()}>
              不同意
            </button>
            <button type="button" className="button button--primary" disabled={accepting} onClick={() => void agree(view.items)}>
              {accepting ? '提交中…' : '同意'}
            </button>
          </div>
        </div>
      ) : null}
      {confirmDialog}
    </>
  )
}
