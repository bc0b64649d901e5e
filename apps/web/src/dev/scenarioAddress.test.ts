import { describe, expect, it } from 'vitest'
import { claimAddressTokens } from '../platform/session/claimAddressTokens'
import { createSessionStore } from '../platform/session/sessionStore'
import { scenarioAddress } from './scenarioAddress'

const session = { accessToken: 'scn.minor.t1', openID: 'scn-open.minor.t1' }

describe('scenarioAddress', () => {
  it('puts the tokens in the query, keeping the path, its parameters and its hash', () => {
    expect(scenarioAddress('/redpacket/open?redpacketID=rp_1#top', session)).toBe(
      '/redpacket/open?redpacketID=rp_1&accessToken=scn.minor.t1&openID=scn-open.minor.t1#top',
    )
  })

  it('gives the session service the very tokens, which then leave the address', () => {
    window.history.replaceState(null, '', scenarioAddress('/redpacket/send', session))
    expect(claimAddressTokens(window, createSessionStore())).toEqual(session)
    expect(window.location.pathname + window.location.search).toBe('/redpacket/send')
  })
})
