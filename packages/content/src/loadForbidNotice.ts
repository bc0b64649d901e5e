import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import type { ForbidNoticeView } from './ForbidNoticeView'
import { toContentError } from './toContentError'

const NOTICE_ID = /^[A-Za-z0-9_-]{1,64}$/
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isTimeOrNull = (value: unknown): value is number | null => value === null || isTime(value)

/**
 * Loads the ban notice the address names (GET /v1/content/forbid). A missing or malformed id fails with
 * `NO_SUCH_NOTICE` without asking; so does errno 8370201; an answer without a reason or with times that are not
 * times fails with `BAD_ANSWER`. Never rejects.
 *
 * @example
 * const result = await loadForbidNotice(appApi, new URLSearchParams(location.search).get('noticeID'))
 */
export async function loadForbidNotice(api: ContentApi, noticeID: string | null): Promise<ContentResult<ForbidNoticeView>> {
  if (noticeID === null || !NOTICE_ID.test(noticeID)) return { ok: false, error: new ContentError(ContentErrorCode.NO_SUCH_NOTICE, 'no id') }
  try {
    const { data } = await api.getForbidNotice({ noticeID }, { quiet: true })
    const scope = data.scope === 'room' || data.scope === 'account' ? data.scope : null
    if (!scope || typeof data.reason !== 'string' || data.reason.trim() === '' || !isTime(data.startAt) || !isTimeOrNull(data.endAt) || !isTimeOrNull(data.appealUntil)) {
      return { ok: false, error: new ContentError(ContentErrorCode.BAD_ANSWER, 'unreadable notice') }
    }
    return {
      ok: true,
      data: {
        scope,
        roomName: typeof data.roomName === 'string' && data.roomName.trim() !== '' ? data.roomName : null,
        reason: data.reason,
        startAt: data.startAt,
        endAt: data.endAt,
        appealUntil: data.appealUntil,
      },
    }
  } catch (error) {
    return { ok: false, error: toContentError(error) }
  }
}
