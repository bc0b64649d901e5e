import { createIdentityState } from '@h5/identity'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RealNameStatusPending, SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import type { RealNameStatusView } from './useRealNameStatus'

function viewOf(overrides: Partial<RealNameStatusView> = {}): RealNameStatusView {
  const state = createIdentityState()
  return { state, snap: state, signedOut: false, reload: vi.fn(), ...overrides } as RealNameStatusView
}

describe('RealNameStatusPending', () => {
  it('shows the loader while the status loads', () => {
    render(<RealNameStatusPending view={viewOf()} loadingLabel="正在准备…" />)
    expect(screen.getByText('正在准备…')).toBeTruthy()
  })

  it('asks to sign in, with 重试, when the session has no user: never the loader for good', () => {
    const view = viewOf({ signedOut: true })
    render(<RealNameStatusPending view={view} loadingLabel="正在准备…" />)
    expect(screen.getByText(SIGNED_OUT_MESSAGE)).toBeTruthy()
    screen.getByRole('button', { name: '重试' }).click()
    expect(view.reload).toHaveBeenCalledOnce()
    expect(screen.queryByText('正在准备…')).toBeNull()
  })
})
