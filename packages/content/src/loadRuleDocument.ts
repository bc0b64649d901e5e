import type { ContentApi } from './ContentApi'
import { ContentErrorCode } from './ContentErrorCode'
import type { ContentResult } from './ContentResult'
import type { ContentState } from './contentState'
import { contentError } from './errnoTable'
import { CONTENT_READ } from './isRetryable'
import { readDocument, type ReadDocument } from './readDocument'
import { runAction } from './runAction'

/** A rule id the server takes (docs/openapi.yaml, `ruleID`). */
const RULE_ID = /^[A-Za-z0-9_/-]{1,64}$/

/**
 * Loads a rule document from the server (GET /v1/content/rule) into `state.rule` and reads it into the model: unknown
 * or malformed blocks are left out and listed in `skipped` for the caller to report. A missing or malformed id
 * fails with `NO_SUCH_RULE` without asking; so does errno 8370101. A transport failure is retried once. Quiet:
 * no loading overlay (a rule page shows its own state). The latest call writes; never rejects.
 *
 * @example
 * const state = createContentState()
 * const result = await loadRuleDocument(state, contentApi, 'act_spring')
 * if (result.ok) render(result.data.document)
 */
export function loadRuleDocument(state: ContentState, api: ContentApi, ruleID: string | undefined): Promise<ContentResult<ReadDocument>> {
  return runAction(state, 'rule', {
    ...CONTENT_READ,
    run: async () => {
      if (ruleID === undefined || !RULE_ID.test(ruleID)) throw contentError(ContentErrorCode.NO_SUCH_RULE, { errmsg: 'no id' })
      const { data } = await api.getRuleDocument({ ruleID }, { quiet: true })
      const read = readDocument(data.document)
      if (!read) throw contentError(ContentErrorCode.BAD_ANSWER, { errmsg: 'unreadable document' })
      return read
    },
    apply: (read) => {
      state.rule = read
    },
  })
}
