import { runNamedRequest } from '@h5/request'
import { toRedPacketError } from './errnoTable'
import { parseMoneyToFen } from './money'
import { QUIET } from './quiet'
import { asFields, badData, count, text } from './readData'
import type { RedPacketApi, RedPacketResult, RedPacketState, SentRecord } from './types'

/** Spec §9: the sent records come 100 at most. */
export const MY_RECORD_LIMIT = 100

function readSent(value: unknown): SentRecord {
  const item = asFields(value) ?? {}
  return {
    redpacketID: text(item.redpacketID),
    amount: parseMoneyToFen(item.amount),
    count: count(item.count),
    openedCount: count(item.openedCount),
    greeting: text(item.greeting),
    time: count(item.time),
  }
}

/**
 * Loads the packets the user sent: GET /v1/packet/myRecord `limit=100` (DESIGN §4) into
 * `sendInfo.recordList`, amounts in fen. A nonzero errno is `MY_RECORD_REFUSED` (21) with the server's errmsg; a failed
 * request (network, time-out, HTTP error, a body of the wrong shape) is `MY_RECORD_REQUEST_FAILED` (22).
 *
 * @example
 * await loadMyRecord(state, api)
 * state.sendInfo.recordList.length // 3
 */
export function loadMyRecord(
  state: RedPacketState,
  api: Pick<RedPacketApi, 'getMyRecord'>,
): Promise<RedPacketResult<SentRecord[]>> {
  return runNamedRequest(state, 'myRecord', {
    toError: (cause) => toRedPacketError('myRecord', cause),
    run: async () => {
      const data = asFields((await api.getMyRecord({ limit: MY_RECORD_LIMIT }, QUIET)).data)
      if (!data || !Array.isArray(data.items)) throw badData()
      return data.items.map(readSent)
    },
    apply: (recordList) => {
      state.sendInfo.recordList = recordList
    },
  })
}
