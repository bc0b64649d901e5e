import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import { readDocument, type ReadDocument } from './readDocument'
import { toContentError } from './toContentError'

/** A rule id the server takes (docs/openapi.yaml, `ruleID`). */
const RULE_ID = /^[A-Za-z0-9_/-]{1,64}$/

/**
 * Loads a rule document from the server (GET /v1/content/rule) and reads it into the model: unknown or
 * malformed blocks are left out and listed in `skipped` for the caller to report. A missing or malformed id
 * fails with `NO_SUCH_RULE` without asking; so does errno 8370101. Quiet: no loading overlay (a rule page
 * shows its own state). Never rejects.
 *
 * @example
 * const result = await loadRuleDocument(appApi, 'act_spring')
 * if (result.ok) render(result.data.document)
 */
export async function loadRuleDocument(api: ContentApi, ruleID: string | undefined): Promise<ContentResult<ReadDocument>> {
  if (ruleID === undefined || !RULE_ID.test(ruleID)) return { ok: false, error: new ContentError(ContentErrorCode.NO_SUCH_RULE, 'no id') }
  try {
    const { data } = await api.getRuleDocument({ ruleID }, { quiet: true })
    const read = readDocument(data.document)
    return read ? { ok: true, data: read } : { ok: false, error: new ContentError(ContentErrorCode.BAD_ANSWER, 'unreadable document') }
  } catch (error) {
    return { ok: false, error: toContentError(error) }
  }
}
