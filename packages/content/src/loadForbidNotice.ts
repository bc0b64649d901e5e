import { runRequest } from '@h5/request'
import type { ContentApi } from './ContentApi'
import { ContentError, ContentErrorCode } from './ContentError'
import type { ContentResult } from './ContentResult'
import type { ForbidNoticeState } from './contentStates'
import type { ForbidAppeal, ForbidNoticeView } from './ForbidNoticeView'
import { isRetryable, READ_RETRIES } from './isRetryable'
import { readServiceChannel } from './ServiceChannel'
import { toContentError } from './toContentError'

const NOTICE_ID = /^[A-Za-z0-9_-]{1,64}$/
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isTimeOrNull = (value: unknown): value is number | null => value === null || isTime(value)

/** The appeal channel of a notice's answer, or null when there is no appeal at all (readServiceChannel otherwise). */
function readAppeal(value: unknown, appealUntil: number | null): ForbidAppeal | null {
  return appealUntil === null ? null : readServiceChannel(value)
}

/**
 * Loads the ban notice the address names (GET /v1/content/forbid) into `state`. A missing or malformed id fails
 * with `NO_SUCH_NOTICE` without asking; so does errno 8370201; an answer without a reason or with times that are
 * not times fails with `BAD_ANSWER`. An appeal channel it cannot read is left out (`appeal: null`): the page gives the steps. A transport failure is retried once. The latest call writes; never rejects.
 *
 * @example
 * const notice = createContentState<ForbidNoticeState>()
 * const result = await loadForbidNotice(notice, appApi, new URLSearchParams(location.search).get('noticeID'))
 */
export function loadForbidNotice(state: ForbidNoticeState, api: ContentApi, noticeID: string | null): Promise<ContentResult<ForbidNoticeView>> {
  return runRequest(state, {
    toError: toContentError,
    retry: READ_RETRIES,
    retryable: isRetryable,
    run: async () => {
      if (noticeID === null || !NOTICE_ID.test(noticeID)) throw new ContentError(ContentErrorCode.NO_SUCH_NOTICE, 'no id')
      const { data } = await api.getForbidNotice({ noticeID }, { quiet: true })
      const scope = data.scope === 'room' || data.scope === 'account' ? data.scope : null
      if (!scope || typeof data.reason !== 'string' || data.reason.trim() === '' || !isTime(data.startAt) || !isTimeOrNull(data.endAt) || !isTimeOrNull(data.appealUntil)) {
        throw new ContentError(ContentErrorCode.BAD_ANSWER, 'unreadable notice')
      }
      return {
        scope,
        roomName: typeof data.roomName === 'string' && data.roomName.trim() !== '' ? data.roomName : null,
        reason: data.reason,
        startAt: data.startAt,
        endAt: data.endAt,
        appealUntil: data.appealUntil,
        appeal: readAppeal(data.appeal, data.appealUntil),
      }
    },
  })
}
