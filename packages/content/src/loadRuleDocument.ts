import { runRequest } from '@h5/request'
import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import type { RuleDocumentState } from './contentStates'
import { isRetryable, READ_RETRIES } from './isRetryable'
import { readDocument, type ReadDocument } from './readDocument'
import { toContentError } from './toContentError'

/** A rule id the server takes (docs/openapi.yaml, `ruleID`). */
const RULE_ID = /^[A-Za-z0-9_/-]{1,64}$/

/**
 * Loads a rule document from the server (GET /v1/content/rule) into `state` and reads it into the model: unknown
 * or malformed blocks are left out and listed in `skipped` for the caller to report. A missing or malformed id
 * fails with `NO_SUCH_RULE` without asking; so does errno 8370101. A transport failure is retried once. Quiet:
 * no loading overlay (a rule page shows its own state). The latest call writes; never rejects.
 *
 * @example
 * const rule = createContentState<RuleDocumentState>()
 * const result = await loadRuleDocument(rule, appApi, 'act_spring')
 * if (result.ok) render(result.data.document)
 */
export function loadRuleDocument(state: RuleDocumentState, api: ContentApi, ruleID: string | undefined): Promise<ContentResult<ReadDocument>> {
  return runRequest(state, {
    toError: toContentError,
    retry: READ_RETRIES,
    retryable: isRetryable,
    run: async () => {
      if (ruleID === undefined || !RULE_ID.test(ruleID)) throw new ContentError(ContentErrorCode.NO_SUCH_RULE, 'no id')
      const { data } = await api.getRuleDocument({ ruleID }, { quiet: true })
      const read = readDocument(data.document)
      if (!read) throw new ContentError(ContentErrorCode.BAD_ANSWER, 'unreadable document')
      return read
    },
  })
}
