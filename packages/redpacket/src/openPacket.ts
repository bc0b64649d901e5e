import { readFields } from '@h5/api'
import { assertRedpacketId, assertTokens } from './assertInput'
import { messageFor, ruleFor } from './errnoTable'
import { parseMoneyToFen } from './money'
import { QUIET } from './quiet'
import { runAction } from './runAction'
import type { OpenInput, PacketInfo, RedPacketApi, RedPacketResult, RedPacketState } from './types'

/**
 * Opens the packet: POST /v1/packet/open (docs/openapi.yaml openPacket). errno 0 -> `packet.state` 0 and
 * `packet.amount` from `money` (fen); 8348202 -> state 1, 8348204 -> state 2 (successes, the server's errmsg in
 * `tipMsg`); 8348201 -> `EXPIRED` (-1), 8348203 -> `ALREADY_OPENED` (2), anything else -> `OPEN_FAILED` (1) (see
 * `ERRNO_TABLE.open`); the failure's message also goes to `tipMsg`. The id and the tokens are checked first
 * (`INVALID_ID`, `MISSING_TOKENS`), without a request.
 *
 * One open per state at a time: while one is in flight, another call sends nothing and returns the same
 * promise, so a double tap on 开 is one request. `status.open` is `'loading'` meanwhile.
 *
 * @example
 * const result = await openPacket(state, api, { accessToken, openID, redpacketID, channel })
 * if (result.ok && result.data.state === 0) showAmount(formatFen(result.data.amount)) // '1.88'
 */
export function openPacket(
  state: RedPacketState,
  api: Pick<RedPacketApi, 'openPacket'>,
  input: OpenInput,
): Promise<RedPacketResult<PacketInfo>> {
  return runAction(state, 'open', {
    exclusive: true,
    run: async (): Promise<PacketInfo> => {
      const { accessToken, openID, redpacketID, channel } = input
      assertRedpacketId('open', redpacketID)
      assertTokens('open', input)
      try {
        const { data } = await api.openPacket({ accessToken, openID, redpacketID, channel }, QUIET)
        // The packet is opened whatever the body holds; unreadable money shows as the fallback, not a failure.
        return { state: 0, amount: parseMoneyToFen(readFields(data)?.money), tipMsg: '' }
      } catch (error) {
        const rule = ruleFor('open', error)
        if ('state' in rule) return { state: rule.state, amount: null, tipMsg: messageFor(rule, error) }
        throw error
      }
    },
    apply: (packet) => {
      Object.assign(state.packet, packet)
    },
    fail: (error) => {
      state.packet.tipMsg = error.message
    },
  })
}
