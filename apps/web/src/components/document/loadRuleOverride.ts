import { loadRuleDocument, type ContentState } from '@h5/content'
import { contentApi } from '../../platform/api/contentApi'
import { reportSkippedBlocks } from './reportSkippedBlocks'

/**
 * Asks the server for its version of the rule `id` (GET /v1/content/rule) into `state`, and reports the blocks
 * it had to skip. Loaded by RuleDocumentScreen.tsx after the rule has painted, so the API client (axios) is not
 * start-up JS of a page that shows a document.
 */
export async function loadRuleOverride(state: ContentState, id: string): Promise<void> {
  const result = await loadRuleDocument(state, contentApi, id)
  if (result.ok) reportSkippedBlocks(id, result.data.skipped)
}
