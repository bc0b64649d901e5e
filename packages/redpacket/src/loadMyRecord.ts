import { badDataError, readCount, readFields, readText } from '@h5/api'
import { parseMoneyToFen } from './money'
import { QUIET } from './quiet'
import { runAction } from './runAction'
import type { RedPacketApi, RedPacketResult, RedPacketState, SentRecord } from './types'

/** The sent records come 100 at most (docs/openapi.yaml getMyRecord). */
export const MY_RECORD_LIMIT = 100

function readSent(value: unknown): SentRecord {
  const item = readFields(value) ?? {}
  return {
    redpacketID: readText(item.redpacketID),
    amount: parseMoneyToFen(item.amount),
    count: readCount(item.count),
    openedCount: readCount(item.openedCount),
    greeting: readText(item.greeting),
    time: readCount(item.time),
  }
}

/**
 * Loads the packets the user sent: GET /v1/packet/myRecord `limit=100` (docs/openapi.yaml getMyRecord) into
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
  return runAction(state, 'myRecord', {
    run: async () => {
      const data = readFields((await api.getMyRecord({ limit: MY_RECORD_LIMIT }, QUIET)).data)
      if (!data || !Array.isArray(data.items)) throw badDataError()
      return data.items.map(readSent)
    },
    apply: (recordList) => {
      state.sendInfo.recordList = recordList
    },
  })
}
