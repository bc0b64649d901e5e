import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './Avatar'

const PICTURE = 'https://cdn.example.com/a.png'

describe('Avatar', () => {
  it('shows the picture as decoration beside the nickname', () => {
    const { container } = render(<Avatar src={PICTURE} name="晚风" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(PICTURE)
    expect(img.getAttribute('alt')).toBe('')
  })

  it('draws the nickname’s first character when there is no picture', () => {
    const { container } = render(<Avatar src="" name="  柠檬汽水" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('柠')
  })

  it('keeps a character outside the BMP whole', () => {
    const { container } = render(<Avatar src="" name="𠮷野家" />)
    expect(container.textContent).toBe('𠮷')
  })

  it('falls back when the picture fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<Avatar src={PICTURE} name="阿狸" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('阿')
    rerender(<Avatar src="https://cdn.example.com/b.png" name="阿狸" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/b.png')
  })

  it('draws a small red packet when there is neither picture nor nickname', () => {
    const { container } = render(<Avatar src="" name="" />)
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
