import type { UserTokens } from '@h5/api'
import { installFakeNative } from '@h5/bridge/testing'
import { createRequestState, runRequest, type RequestState } from '@h5/request'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../deferred'
import type { SessionTokens } from '../session/useSessionTokens'
import { useSignedInServerState } from './useSignedInServerState'
import { eventually } from '../../test/eventually'

// Installed before the app bridge's first use in this file, so the page counts as in the app and native can call it.
const native = installFakeNative(window, { platform: 'android' })

const TOKENS: UserTokens = { accessToken: 'token-a', openID: 'open-a' }

/** A session whose tokens the test decides: `decide(TOKENS)` signs in, `decide(null)` finds no user. */
function heldSession() {
  const tokens = deferred<UserTokens | null>()
  const session: SessionTokens = { tokens: tokens.promise, blocked: null }
  return { session, decide: (value: UserTokens | null) => act(async () => tokens.resolve(value)) }
}

/** The server's balance of whoever the tokens name: 8888 fen for TOKENS, answered at once. */
const balanceLoader = () =>
  vi.fn((state: RequestState<number, Error>, tokens: UserTokens) =>
    runRequest(state, { run: async () => (tokens.accessToken === TOKENS.accessToken ? 8888 : 0), toError: (cause) => cause as Error }),
  )
let loadBalance = balanceLoader()
beforeEach(() => {
  loadBalance = balanceLoader()
})

function Balance({ session }: { session: SessionTokens }) {
  const view = useSignedInServerState(session, () => createRequestState<number, Error>(), loadBalance)
  if (view.signedOut) {
    return (
      <button type="button" onClick={() => void view.reload()}>
        请先登录，重试
      </button>
    )
  }
  return <p>余额：{view.snap.status === 'done' ? view.snap.data : view.snap.status}</p>
}

describe('useSignedInServerState', () => {
  it('asks nothing until the session has the tokens, then loads with them', async () => {
    const { session, decide } = heldSession()
    render(<Balance session={session} />)
    expect(screen.getByText('余额：idle')).toBeTruthy()
    expect(loadBalance).not.toHaveBeenCalled()

    await decide(TOKENS)
    await eventually(() => expect(screen.getByText('余额：8888')).toBeTruthy())
    expect(loadBalance).toHaveBeenCalledOnce()
    expect(loadBalance.mock.calls[0]![1]).toEqual(TOKENS)
  })

  it('says signed out when the session has no user, and asks the server nothing, also on 重试', async () => {
    const { session, decide } = heldSession()
    render(<Balance session={session} />)
    await decide(null)
    await userEvent.click(await screen.findByRole('button', { name: '请先登录，重试' }))
    expect(screen.getByRole('button', { name: '请先登录，重试' })).toBeTruthy()
    expect(loadBalance).not.toHaveBeenCalled()
  })

  it('loads again with the tokens on reload and when native sends pageActive, into the same state', async () => {
    const { session, decide } = heldSession()
    let reload: () => Promise<void> = async () => {}
    function Reloadable() {
      const view = useSignedInServerState(session, () => createRequestState<number, Error>(), loadBalance)
      reload = view.reload
      return null
    }
    render(<Reloadable />)
    await decide(TOKENS)
    await eventually(() => expect(loadBalance).toHaveBeenCalledTimes(1))

    await act(() => reload())
    expect(loadBalance).toHaveBeenCalledTimes(2)
    await native.callPage('onPageActive')
    await eventually(() => expect(loadBalance).toHaveBeenCalledTimes(3))
    const states = loadBalance.mock.calls.map(([state]) => state)
    expect(new Set(states).size).toBe(1)
    expect(loadBalance.mock.calls.every(([, tokens]) => tokens === TOKENS)).toBe(true)
  })
})
