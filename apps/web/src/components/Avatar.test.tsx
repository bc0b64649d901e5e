import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './Avatar'

const PICTURE = 'https://cdn.example.com/a.png'

describe('Avatar', () => {
  it('shows the picture as decoration beside the nickname', () => {
    const { container } = render(<Avatar src={PICTURE} name="晚风" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(PICTURE)
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer')
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

  it('draws the icon it is given when there is neither picture nor nickname, a person by default', () => {
    const { container, rerender } = render(<Avatar src="" name="" fallbackIcon={<svg data-testid="packet" />} />)
    expect(screen.getByTestId('packet')).toBeTruthy()
    rerender(<Avatar src="" name="" />)
    expect(container.querySelector('svg')).not.toBeNull()
  })

  it('loads lazily by default, at once when it is in the first screenful', () => {
    const { container, rerender } = render(<Avatar src={PICTURE} name="晚风" />)
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    rerender(<Avatar src={PICTURE} name="晚风" lazy={false} />)
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager')
  })

  it('comes in three sizes, and takes a family’s look', () => {
    const { container } = render(<Avatar src={PICTURE} name="晚风" size="lg" className="rp-avatar" />)
    const img = container.querySelector('img')!
    expect(img.className).toBe('avatar avatar--lg rp-avatar')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64'])
  })

  it('speaks the name when it stands alone', () => {
    const { rerender } = render(<Avatar src={PICTURE} name="晚风" labelled />)
    expect(screen.getByRole('img', { name: '晚风' })).toBeTruthy()
    rerender(<Avatar src="" name="晚风" labelled />)
    expect(screen.getByRole('img', { name: '晚风' }).textContent).toBe('晚')
  })
})
