import type { SupportTopic } from '@h5/api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../test/generatedAnswerPages'
import { SupportContact } from './SupportContact'

/** In the Android app; native opens chats, or fails to when a test says so. */
const native = { chats: [] as unknown[], chatFails: false }
const { server } = setUpGeneratedAnswerPages({
  platform: 'android',
  handlers: {
    gotoConversation: (data) => {
      if (native.chatFails) return { errcode: 998, errmsg: '不支持' } as never
      native.chats.push(data)
      return {}
    },
  },
})

beforeEach(() => Object.assign(native, { chats: [], chatFails: false }))

function renderContact(topic: SupportTopic) {
  visitPage('/', '/', () => <SupportContact topic={topic} />)
  return screen.getByRole('button', { name: '联系客服' })
}

const stepsShown = async () => within(await screen.findByRole('dialog', { name: '联系客服' }))

describe('SupportContact in the app', () => {
  it('opens a chat with the account the server names for the topic', async () => {
    fireEvent.click(renderContact('identity'))
    await waitFor(() => expect(native.chats).toEqual([{ userID: 10000, nickName: '官方客服' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks the server once per visit: a second tap opens the chat again without a request', async () => {
    let asked = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/content/support') asked += 1
    })
    const button = renderContact('wallet')
    fireEvent.click(button)
    await waitFor(() => expect(native.chats).toHaveLength(1))
    fireEvent.click(button)
    await waitFor(() => expect(native.chats).toHaveLength(2))
    expect(asked).toBe(1)
  })

  it('gives the steps, without “open the app”, when the server names no channel', async () => {
    fireEvent.click(renderContact('general'))
    const dialog = await stepsShown()
    expect(dialog.getByText('可按以下步骤联系在线客服：')).toBeTruthy()
    expect(dialog.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '进入「我的 - 帮助与反馈」，选择「其他问题」。',
      '点「在线客服」说明问题；问充值或提现时，附上记录里的订单号。',
    ])
    fireEvent.click(dialog.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('gives the steps when native cannot open the chat', async () => {
    native.chatFails = true
    fireEvent.click(renderContact('wallet'))
    expect((await stepsShown()).getByText('客服入口暂时打不开，可按以下步骤联系：')).toBeTruthy()
  })

  it('gives the steps when the server cannot be asked', async () => {
    server.use(http.get('*/v1/content/support', () => HttpResponse.json({ errno: 400, errmsg: '参数错误' })))
    fireEvent.click(renderContact('wallet'))
    expect((await stepsShown()).getByText('客服入口暂时打不开，可按以下步骤联系：')).toBeTruthy()
    expect(native.chats).toEqual([])
  })

  it('gives the steps for a help page on a host the app does not trust, and opens nothing', async () => {
    server.use(http.get('*/v1/content/support', () => HttpResponse.json({ errno: 0, data: { channel: { kind: 'page', url: 'https://evil.example.com/help' } } })))
    fireEvent.click(renderContact('wallet'))
    expect((await stepsShown()).getByText('客服入口暂时打不开，可按以下步骤联系：')).toBeTruthy()
    expect(window.location.pathname).toBe('/')
  })
})
