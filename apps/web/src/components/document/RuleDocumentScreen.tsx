import type { ContentDocument, RuleDocumentState } from '@h5/content'
import { createRequestState } from '@h5/request'
import { useServerState } from '../../platform/data/useServerState'
import { DocumentScreen } from './DocumentScreen'

/**
 * A rule the app carries (apps/web/content/), which the server may override without a release: the page paints
 * the compiled rule at once (it is prerendered), then asks GET /v1/content/rule with the rule's id
 * (`rule/choujiang`), on mount and again when native sends `pageActive`, and shows the server's version when
 * there is one. No override (errno 8370101) or a failed request keeps the app's own text, which is a valid
 * rule: the reader is not shown an error. The request's code (the API client) loads with the first request,
 * after the rule has painted (loadRuleOverride.ts).
 *
 * @example
 * import huoli from '../../../content/rule/huoli.md'
 * <RuleDocumentScreen document={huoli} />
 */
export function RuleDocumentScreen({ document }: { document: ContentDocument }) {
  const override = useServerState(
    // The runner's own state, not @h5/content's: a page that shows a document then starts without the content
    // actions' code, which loadRuleOverride.ts brings with the request.
    (): RuleDocumentState => createRequestState(),
    async (state) => {
      const { loadRuleOverride } = await import('./loadRuleOverride')
      await loadRuleOverride(state, document.id)
    },
  )
  // No override, or no answer: the app's own text stands, and the reader sees no error.
  return <DocumentScreen document={override.snap.data?.document ?? document} />
}
