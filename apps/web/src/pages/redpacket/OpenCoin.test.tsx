import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OpenCoin } from './OpenCoin'

const coin = () => screen.getByRole('button', { name: /开红包/ })
const isTurning = () => coin().classList.contains('rp-coin--turning')
/** jsdom lays nothing out: the coin is the 100x100 square at the origin. */
function placeCoin() {
  vi.spyOn(coin(), 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, right: 100, bottom: 100, width: 100, height: 100, x: 0, y: 0, toJSON: () => ({}) })
}

describe('OpenCoin', () => {
  it('turns from the touch, before the click, and the click opens', () => {
    const onOpen = vi.fn()
    render(<OpenCoin turning={false} onOpen={onOpen} />)
    placeCoin()
    expect(isTurning()).toBe(false)
    fireEvent.pointerDown(coin(), { button: 0, clientX: 50, clientY: 50 })
    expect(isTurning()).toBe(true)
    fireEvent.pointerUp(coin(), { button: 0, clientX: 50, clientY: 50 })
    expect(isTurning()).toBe(true)
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(coin())
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('keeps turning while the open is in flight, and stops when it settles', () => {
    const { rerender } = render(<OpenCoin turning={false} onOpen={() => undefined} />)
    fireEvent.pointerDown(coin(), { button: 0 })
    act(() => fireEvent.click(coin()))
    rerender(<OpenCoin turning onOpen={() => undefined} />)
    expect(isTurning()).toBe(true)
    rerender(<OpenCoin turning={false} onOpen={() => undefined} />)
    expect(isTurning()).toBe(false)
  })

  it.each([
    ['becomes a scroll', () => fireEvent.pointerCancel(coin())],
    ['becomes a long press', () => fireEvent.contextMenu(coin())],
    ['lifts off the coin', () => fireEvent.pointerUp(coin(), { button: 0, clientX: 150, clientY: 50 })],
  ])('stops when the touch %s, and opens nothing', (_, endTouch) => {
    const onOpen = vi.fn()
    render(<OpenCoin turning={false} onOpen={onOpen} />)
    placeCoin()
    fireEvent.pointerDown(coin(), { button: 0, clientX: 50, clientY: 50 })
    endTouch()
    expect(isTurning()).toBe(false)
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('does not turn for a secondary mouse button', () => {
    render(<OpenCoin turning={false} onOpen={() => undefined} />)
    fireEvent.pointerDown(coin(), { button: 2 })
    expect(isTurning()).toBe(false)
  })
})
