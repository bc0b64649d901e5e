import type { ContentApi } from './ContentApi'
import { ContentErrorCode } from './ContentErrorCode'
import type { ContentResult } from './ContentResult'
import type { ContentState } from './contentState'
import { contentError } from './errnoTable'
import type { ForbidAppeal, ForbidNoticeView } from './ForbidNoticeView'
import { CONTENT_READ } from './isRetryable'
import { runAction } from './runAction'
import { readServiceChannel } from './ServiceChannel'

const NOTICE_ID = /^[A-Za-z0-9_-]{1,64}$/
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isTimeOrNull = (value: unknown): value is number | null => value === null || isTime(value)

/** The appeal channel of a notice's answer, or null when there is no appeal at all (readServiceChannel otherwise). */
function readAppeal(value: unknown, appealUntil: number | null): ForbidAppeal | null {
  return appealUntil === null ? null : readServiceChannel(value)
}

/**
 * Loads the ban notice the address names (GET /v1/content/forbid) into `state.notice`. A missing or malformed id fails
 * with `NO_SUCH_NOTICE` without asking; so does errno 8370201; an answer without a reason or with times that are
 * not times fails with `BAD_ANSWER`. An appeal channel it cannot read is left out (`appeal: null`): the page gives the steps. A transport failure is retried once. The latest call writes; never rejects.
 *
 * @example
 * const state = createContentState()
 * const result = await loadForbidNotice(state, contentApi, new URLSearchParams(location.search).get('noticeID'))
 */
export function loadForbidNotice(state: ContentState, api: ContentApi, noticeID: string | null): Promise<ContentResult<ForbidNoticeView>> {
  return runAction(state, 'notice', {
    ...CONTENT_READ,
    run: async () => {
      if (noticeID === null || !NOTICE_ID.test(noticeID)) throw contentError(ContentErrorCode.NO_SUCH_NOTICE, { errmsg: 'no id' })
      const { data } = await api.getForbidNotice({ noticeID }, { quiet: true })
      const scope = data.scope === 'room' || data.scope === 'account' ? data.scope : null
      if (!scope || typeof data.reason !== 'string' || data.reason.trim() === '' || !isTime(data.startAt) || !isTimeOrNull(data.endAt) || !isTimeOrNull(data.appealUntil)) {
        throw contentError(ContentErrorCode.BAD_ANSWER, { errmsg: 'unreadable notice' })
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
    apply: (notice) => {
      state.notice = notice
    },
  })
}
