import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { useOpenedPacketScreen } from './useOpenedPacketScreen'

// The chunk cannot be fetched (offline, a deploy replaced it): the import rejects.
vi.mock('./OpenedPacket', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

it('turns a chunk that cannot load into the chunk-load error the route’s boundary reloads for, and shows no screen', async () => {
  const { result } = renderHook(() => useOpenedPacketScreen())
  act(() => result.current.load())
  await waitFor(() => expect(result.current.failure).toMatchObject({ name: 'PlatformError', code: 'chunk-load', message: '页面加载失败，请检查网络后重试' }))
  expect(result.current.screen).toBeNull()
})
