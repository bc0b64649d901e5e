import { createContentState, type ContentDocument } from '@h5/content'
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
  // Only the state's factory is here: the content actions' code comes with the request (loadRuleOverride.ts).
  const override = useServerState(createContentState, async (state) => {
    const { loadRuleOverride } = await import('./loadRuleOverride')
    await loadRuleOverride(state, document.id)
  })
  // No override, or no answer: the app's own text stands, and the reader sees no error.
  return <DocumentScreen document={override.snap.rule?.document ?? document} />
}
