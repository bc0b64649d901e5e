import { badDataError, readCount, readFields, readImageUrl, readText } from '@h5/api'
import { assertRedpacketId } from './assertInput'
import { parseMoneyToFen } from './money'
import { QUIET } from './quiet'
import { runAction } from './runAction'
import type { OpenRecord, RedPacketApi, RedPacketResult, RedPacketState } from './types'

/** The open records come 20 at a time (docs/openapi.yaml getOpenRecords). */
export const RECORDS_PAGE_SIZE = 20

/** What one page of open records holds. */
export interface RecordsPage {
  total: number
  recordList: OpenRecord[]
  accountInfo: { nickName: string; avatar: string }
}

function readRecord(value: unknown): OpenRecord {
  const item = readFields(value) ?? {}
  return {
    nickName: readText(item.nickName),
    avatar: readImageUrl(item.avatar),
    money: parseMoneyToFen(item.money),
    time: readCount(item.time),
  }
}

/**
 * Loads who opened the packet: GET /v1/packet/open/record `redpacketID, limit=20` (docs/openapi.yaml
 * getOpenRecords) into `total`, `recordList` (money in fen) and `accountInfo` (the sender). A nonzero errno is
 * `RECORDS_REFUSED` (11) with the server's errmsg; a failed request (network, time-out, HTTP error, a body of the
 * wrong shape) is `RECORDS_REQUEST_FAILED` (12). When calls overlap, only the latest one's answer is written.
 *
 * @example
 * await loadRecords(state, api, { redpacketID })
 * state.recordList.map((r) => `${r.nickName} ${formatFen(r.money)}`)
 */
export function loadRecords(
  state: RedPacketState,
  api: Pick<RedPacketApi, 'getOpenRecords'>,
  input: { redpacketID: string },
): Promise<RedPacketResult<RecordsPage>> {
  return runAction(state, 'records', {
    run: async () => {
      assertRedpacketId('records', input.redpacketID)
      const body = await api.getOpenRecords({ redpacketID: input.redpacketID, limit: RECORDS_PAGE_SIZE }, QUIET)
      const data = readFields(body.data)
      if (!data || !Array.isArray(data.items)) throw badDataError()
      return {
        total: readCount(data.total, data.items.length),
        recordList: data.items.map(readRecord),
        accountInfo: { nickName: readText(data.nickName), avatar: readImageUrl(data.avatar) },
      }
    },
    apply: (page) => {
      state.total = page.total
      state.recordList = page.recordList
      state.accountInfo = page.accountInfo
    },
  })
}
