import { readFields, readText } from '@h5/api'
import { assertTokens } from './assertInput'
import { loadMyRecord } from './loadMyRecord'
import { loadMyReward } from './loadMyReward'
import { formatFen } from './money'
import { QUIET } from './quiet'
import { RedPacketError, RedPacketErrorCode } from './RedPacketError'
import { runAction } from './runAction'
import type { RedPacketApi, RedPacketResult, RedPacketState, SendInput } from './types'
import { validateSendForm } from './validateSendForm'

/**
 * Sends a packet: checks the form ({@link validateSendForm}: `INVALID_SEND_FORM`, nothing sent), POST
 * /v1/packet/send with the amount as two-decimal yuan text, then refreshes my reward and my record before it
 * settles, so when `status.send` is `'done'` the balance and the list already show the new packet. A refresh that fails lands
 * in its own `status` / `errors`, never in the send's result: the packet was sent.
 *
 * Errnos 8348301 (余额不足), 8348302 and 8348303 are `SEND_REFUSED` (31) with the server's errmsg; anything
 * else is `SEND_FAILED` (32). Like open, one send per state at a time: a double tap sends one packet.
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
  return runAction(state, 'send', {
    exclusive: true,
    run: async () => {
      assertTokens('send', input)
      const form = validateSendForm(input)
      if (!form.ok) throw new RedPacketError('send', RedPacketErrorCode.INVALID_SEND_FORM, Object.values(form.errors)[0]!)
      const { amountFen, count, greeting } = form.value
      const { accessToken, openID } = input
      const body = await api.sendPacket({ accessToken, openID, amount: formatFen(amountFen), count, greeting }, QUIET)
      // errno 0 means the money left the balance: success whatever else the body holds (no retry, no double send).
      const sent = { redpacketID: readText(readFields(body.data)?.redpacketID) }
      await Promise.all([loadMyReward(state, api), loadMyRecord(state, api)])
      return sent
    },
  })
}
