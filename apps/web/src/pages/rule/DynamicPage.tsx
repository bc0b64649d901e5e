import { ContentErrorCode, createContentState, loadRuleDocument, type ContentState } from '@h5/content'
import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { DocumentView } from '../../components/document/DocumentView'
import { reportSkippedBlocks } from '../../components/document/reportSkippedBlocks'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { contentApi } from '../../platform/api/contentApi'
import { useServerState } from '../../platform/data/useServerState'
import { useGoBack } from '../../platform/useGoBack'
import { Button } from '../../components/Button'

/**
 * /rule/dynamic/:id: an activity rule the server holds (GET /v1/content/rule). Blocks this app cannot draw are
 * left out and reported; the rest shows. No id or an unknown one says so, with a way back; a failed request
 * offers 重试. A hash in the address scrolls to its heading once the rule is shown. Each id is its own visit
 * (`key`), so following a link to another rule starts clean.
 */
export default function DynamicPage() {
  const { id } = useParams()
  return <DynamicRule key={id ?? ''} id={id} />
}

/** Loads on mount and again when native says the web view is visible (`pageActive`): the rule may have changed. */
async function loadRule(state: ContentState, id: string | undefined) {
  const result = await loadRuleDocument(state, contentApi, id)
  if (result.ok) reportSkippedBlocks(result.data.document.id, result.data.skipped)
}

function DynamicRule({ id }: { id: string | undefined }) {
  const { hash } = useLocation()
  const goBack = useGoBack()
  const rule = useServerState(createContentState, (state) => loadRule(state, id))
  const status = rule.snap.status.rule
  const error = rule.snap.errors.rule
  const shown = status === 'error' ? null : (rule.snap.rule?.document ?? null)

  // The router scrolled when the page first rendered, before the rule came: scroll to the hash once it is shown.
  const hasDocument = shown !== null
  useEffect(() => {
    if (!hasDocument || hash.length < 2) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hasDocument, hash])

  if (status === 'error' && error?.code === ContentErrorCode.NO_SUCH_RULE) {
    return (
      <>
        <TitleBar title="活动规则" onBack={goBack} />
        <ResultScreen status="failed" title="规则不存在" message={error.message} embedded>
          <Button onClick={goBack}>
            返回
          </Button>
        </ResultScreen>
      </>
    )
  }
  return (
    <>
      <TitleBar title={shown ? shown.title : '活动规则'} onBack={goBack} />
      {status === 'error' && error ? <ErrorState message={error.message} onRetry={() => void loadRule(rule.state, id)} /> : null}
      {status !== 'error' && !shown ? <LoadingState label="规则加载中" rows={6} /> : null}
      {shown ? <DocumentView document={shown} titled={false} /> : null}
    </>
  )
}
