import { readFields, readText } from '@h5/api'
import { assertTokens } from './assertInput'
import { loadMyRecord } from './loadMyRecord'
import { loadMyReward } from './loadMyReward'
import { formatFen } from './money'
import { QUIET } from './quiet'
import { RedPacketError, RedPacketErrorCode } from './RedPacketError'
import { runAttempt } from './runAction'
import { sendAttemptRequest } from './sendAttemptRequest'
import type { RedPacketApi, RedPacketResult, RedPacketState, SendInput } from './types'
import { validateSendForm } from './validateSendForm'

/**
 * Sends a packet: checks the form ({@link validateSendForm}: `INVALID_SEND_FORM`, nothing sent), POST
 * /v1/packet/send with the amount as two-decimal yuan text and the attempt's idempotency key, then refreshes my
 * reward and my record before it settles, so when `status.send` is `'done'` the balance and the list already
 * show the new packet. A refresh that fails lands in its own `status` / `errors`, never in the send's result: the
 * packet was sent.
 *
 * The key (`state.attempts.send`, @h5/request `runAttempt`) is made when the user sends a packet and kept while
 * the server has not answered: the same packet sent again after a time-out or a server failure
 * (`SEND_UNCONFIRMED`, 34), or after a reload when the state keeps it for the tab, carries the same key, so the
 * server answers the packet it made and sends no second one. An answer (a packet, or an errno) ends it.
 *
 * Errnos 8348301 (余额不足), 8348302, 8348303, 8304101 and 8390009 are `SEND_REFUSED` (31); any other errno is
 * `SEND_FAILED` (32). Like open, one send per state at a time: a double tap sends one packet.
 *
 * @example
 * const result = await sendPacket(state, api, { accessToken, openID, amount: '8.88', count: '4', greeting: '' })
 * if (!result.ok) showToast(result.error.message)
 */
export function sendPacket(
  state: RedPacketState,
  api: Pick<RedPacketApi, 'sendPacket' | 'getMyReward' | 'getMyRecord'>,
  input: SendInput,
): Promise<RedPacketResult<{ redpacketID: string }>> {
  return runAttempt(state, 'send', {
    run: async (begin) => {
      assertTokens('send', input)
      const form = validateSendForm(input)
      if (!form.ok) throw new RedPacketError('send', RedPacketErrorCode.INVALID_SEND_FORM, Object.values(form.errors)[0]!)
      const { amountFen, count, greeting } = form.value
      const { accessToken, openID } = input
      const { key } = begin(sendAttemptRequest(form.value))
      const body = await api.sendPacket({ accessToken, openID, amount: formatFen(amountFen), count, greeting, idempotencyKey: key }, QUIET)
      // errno 0 means the money left the balance: success whatever else the body holds (no retry, no double send).
      const sent = { redpacketID: readText(readFields(body.data)?.redpacketID) }
      await Promise.all([loadMyReward(state, api), loadMyRecord(state, api)])
      return sent
    },
  })
}
