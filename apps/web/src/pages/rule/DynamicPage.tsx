import { ContentErrorCode, loadRuleDocument, type ContentDocument, type ContentError } from '@h5/content'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { DocumentView } from '../../components/document/DocumentView'
import { reportSkippedBlocks } from '../../components/document/reportSkippedBlocks'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { useGoBack } from '../../platform/useGoBack'

type View = { status: 'loading' } | { status: 'done'; document: ContentDocument } | { status: 'error'; error: ContentError }

/**
 * /rule/dynamic/:id: an activity rule the server holds (GET /v1/content/rule). Blocks this app cannot draw are
 * left out and reported; the rest shows. No id or an unknown one says so, with a way back; a failed request
 * offers 重试. A hash in the address scrolls to its heading once the rule is shown.
 */
export default function DynamicPage() {
  const { id } = useParams()
  const { hash } = useLocation()
  const goBack = useGoBack()
  const [view, setView] = useState<View>({ status: 'loading' })

  const load = useCallback(() => {
    setView({ status: 'loading' })
    void loadRuleDocument(appApi, id).then((result) => {
      if (!result.ok) return setView({ status: 'error', error: result.error })
      reportSkippedBlocks(result.data.document.id, result.data.skipped)
      setView({ status: 'done', document: result.data.document })
    })
  }, [id])
  useEffect(load, [load])

  // The router scrolled when the page first rendered, before the rule came: scroll to the hash now.
  useEffect(() => {
    if (view.status !== 'done' || hash.length < 2) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [view.status, hash])

  if (view.status === 'error' && view.error.code === ContentErrorCode.NO_SUCH_RULE) {
    return (
      <>
        <TitleBar title="活动规则" onBack={goBack} />
        <ResultScreen status="failed" title="规则不存在" message={view.error.message} embedded>
          <button type="button" className="button button--primary" onClick={goBack}>
            返回
          </button>
        </ResultScreen>
      </>
    )
  }
  return (
    <>
      <TitleBar title={view.status === 'done' ? view.document.title : '活动规则'} onBack={goBack} />
      {view.status === 'loading' ? <LoadingState label="规则加载中" rows={6} /> : null}
      {view.status === 'error' ? <ErrorState message={view.error.message} onRetry={load} /> : null}
      {view.status === 'done' ? <DocumentView document={view.document} titled={false} /> : null}
    </>
  )
}
