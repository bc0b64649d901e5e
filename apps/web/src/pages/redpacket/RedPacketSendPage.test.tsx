import { createApiClient } from '@h5/api'
import { loseNextAnswer, recordIdempotencyKeys } from '@h5/mock-backend/vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import RedPacketSendPage from './RedPacketSendPage'

/**
 * /redpacket/send when the send's answer is lost (the server sent the packet; the page heard nothing): the page
 * says the outcome is unknown and that the retry is safe, keeps the form, and the retry, after a reload too,
 * carries the same idempotency key, so the simulator sends one packet.
 */
const { server } = setUpGeneratedAnswerPages()
const SEND = '/v1/packet/send'

/** /redpacket/send as a fresh page load of this tab (sessionStorage kept), once it shows the server's balance. */
async function loadPage(balance = '88.88') {
  visitPage('/redpacket/send', '/redpacket/send', RedPacketSendPage)
  await screen.findByText(balance)
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('总金额'), '8.88')
  await user.type(screen.getByLabelText('红包个数'), '4')
  await user.click(screen.getByRole('button', { name: '塞钱进红包' }))
}

/** How many packets the server has of the user. */
async function sentPackets() {
  const api = createApiClient({ baseURL: location.origin, clientId: 'test' })
  return (await api.getMyRecord()).data.items.length
}

const formCleared = () => waitFor(() => expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe(''))

/** Loads the page and sends 8.88 in 4 whose answer is lost; the keys every send carries, and the packets before. */
async function sendWithLostAnswer(user: ReturnType<typeof userEvent.setup>) {
  const keys = recordIdempotencyKeys(server, SEND)
  await loadPage()
  const before = await sentPackets()
  loseNextAnswer(server, SEND)
  await fillAndSend(user)
  return { keys, before, alert: await screen.findByRole('alert') }
}

describe('/redpacket/send when the answer is lost', () => {
  it('says the outcome is unknown and the retry safe, keeps the form, shows the packet that went out, and the retry sends no second one', async () => {
    const user = userEvent.setup()
    const { keys, before, alert } = await sendWithLostAnswer(user)
    expect(alert.textContent).toBe('网络异常，暂未确认是否发出。可放心重试，不会重复发红包')
    expect(alert.textContent).not.toContain('红包发送失败')
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe('8.88')
    // The balance is asked again: the packet did go out.
    await screen.findByText('80.00')
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }))
    await formCleared()
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(await sentPackets()).toBe(before + 1)
    expect(screen.getByText('80.00')).toBeTruthy()
  })

  it('after a reload, the same packet goes with the same key: one packet', async () => {
    const user = userEvent.setup()
    const { keys, before } = await sendWithLostAnswer(user)
    cleanup()
    // The page reloads; the lost send did go out.
    await loadPage('80.00')
    await fillAndSend(user)
    await formCleared()
    expect(new Set(keys).size).toBe(1)
    expect(await sentPackets()).toBe(before + 1)
    expect(sessionStorage.getItem('h5:attempt:redpacket:send')).toBeNull()
  })
})
