import { createContentState, loadRuleDocument, type ContentDocument, type RuleDocumentState } from '@h5/content'
import { appApi } from '../../platform/appApi'
import { useServerState } from '../../platform/data/useServerState'
import { DocumentScreen } from './DocumentScreen'
import { reportSkippedBlocks } from './reportSkippedBlocks'

/**
 * A rule the app carries (apps/web/content/), which the server may override without a release: the page paints
 * the compiled rule at once (it is prerendered), then asks GET /v1/content/rule with the rule's id
 * (`rule/choujiang`), on mount and again when native sends `pageActive`, and shows the server's version when
 * there is one. No override (errno 8370101) or a failed request keeps the app's own text, which is a valid
 * rule: the reader is not shown an error.
 *
 * @example
 * import huoli from '../../../content/rule/huoli.md'
 * export default function HuoliPage() { return <RuleDocumentScreen document={huoli} /> }
 */
export function RuleDocumentScreen({ document }: { document: ContentDocument }) {
  const override = useServerState(
    () => createContentState<RuleDocumentState>(),
    async (state) => {
      const result = await loadRuleDocument(state, appApi, document.id)
      if (result.ok) reportSkippedBlocks(document.id, result.data.skipped)
    },
  )
  // No override, or no answer: the app's own text stands, and the reader sees no error.
  return <DocumentScreen document={override.snap.data?.document ?? document} />
}
