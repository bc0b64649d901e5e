import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../state/overlays'
import { setUpGeneratedAnswerPages, visitPage } from '../test/generatedAnswerPages'
import { OpenInAppButton } from './OpenInAppButton'

/** In the Android app; native enters rooms, or refuses to when a test says so. */
const native = { rooms: [] as unknown[], fails: false }
setUpGeneratedAnswerPages({
  platform: 'android',
  handlers: {
    enterRoom: (data) => {
      if (native.fails) return { errcode: 4000, errmsg: '参数错误' } as never
      native.rooms.push(data)
      return {}
    },
  },
})

beforeEach(() => Object.assign(native, { rooms: [], fails: false }))

describe('OpenInAppButton in the app', () => {
  it("enters the room through native at once, with no guide and no app link", async () => {
    visitPage('/', '/', () => <OpenInAppButton target={{ kind: 'room', roomId: '10086', inviteCode: 'AB12CD' }}>进入房间</OpenInAppButton>)
    fireEvent.click(screen.getByRole('button', { name: '进入房间' }))
    await waitFor(() => expect(native.rooms).toEqual([{ roomID: '10086' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("says native's refusal in a toast and can be tapped again", async () => {
    native.fails = true
    visitPage('/', '/', () => <OpenInAppButton target={{ kind: 'room', roomId: '10086' }} />)
    const button = screen.getByRole('button', { name: '打开App' })
    fireEvent.click(button)
    await waitFor(() => expect(overlays.toast?.message).toBe('参数错误'))
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull())
  })
})
