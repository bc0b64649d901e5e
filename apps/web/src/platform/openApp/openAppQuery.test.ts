import { describe, expect, it } from 'vitest'
import { openAppQuery, readOpenAppTarget } from './openAppQuery'
import { readOpenAppSettings } from './openAppSettings'

describe('openAppQuery and readOpenAppTarget', () => {
  it('carry a room, a page and the codes there and back', () => {
    for (const target of [
      { kind: 'room', roomId: '10086', inviteCode: 'ab12CD', channel: 'dx' } as const,
      { kind: 'page', path: '/pullnew/accept?id=7&from=share', channel: 'kol-1_a' } as const,
      { kind: 'room', roomId: '1' } as const,
    ]) {
      const query = new URLSearchParams(openAppQuery(target).toString())
      expect(readOpenAppTarget(query).target).toEqual(target)
    }
  })

  it('drops what fails its check and never passes it on', () => {
    const read = (search: string) => readOpenAppTarget(new URLSearchParams(search))
    expect(read('room=10a&inviteCode=AB12CD')).toEqual({ target: null, codes: { inviteCode: 'AB12CD' } })
    expect(read('page=//evil.com&channel=dx')).toEqual({ target: null, codes: { channel: 'dx' } })
    expect(read('page=/\\evil.com').target).toBeNull()
    expect(read('page=https://evil.com/').target).toBeNull()
    expect(read('page=/a%0Ab').target).toBeNull()
    expect(read('room=1&inviteCode=<script>&channel=a b')).toEqual({ target: { kind: 'room', roomId: '1' }, codes: {} })
    expect(read('room=1&inviteCode=ABC').codes).toEqual({})
  })

  it('prefers the room when an address names both', () => {
    expect(readOpenAppTarget(new URLSearchParams('page=/home&room=5')).target).toEqual({ kind: 'room', roomId: '5' })
  })
})

describe('readOpenAppSettings', () => {
  it('defaults to the placeholder scheme and no universal link', () => {
    expect(readOpenAppSettings({})).toEqual({ openLink: 'h5app://open', universalLinkHost: null })
  })

  it('takes a plain host name for universal links, and ignores anything else', () => {
    expect(readOpenAppSettings({ VITE_APP_LINK_HOST: ' Open.Example.com ' }).universalLinkHost).toBe('open.example.com')
    for (const host of ['https://open.example.com', 'open.example.com/download', 'evil.com@open.example.com', 'localhost'])
      expect(readOpenAppSettings({ VITE_APP_LINK_HOST: host }).universalLinkHost).toBeNull()
  })
})
