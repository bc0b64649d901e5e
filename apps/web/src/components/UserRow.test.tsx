import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'
import { UserRow } from './UserRow'

const LONG_NAME = '一个名字非常非常长的用户😀Someone with a very long nickname'

describe('UserRow', () => {
  it('is a list item with the avatar, the name, badges, a second line and a trailing value', () => {
    render(
      <ul>
        <UserRow name="晚风" avatarSrc="https://cdn.example.com/a.png" badges={[{ label: '守护', tone: 'gold' }, { label: 'Lv.12' }]} subtitle="今天 14:05" trailing="1.88元" />
      </ul>,
    )
    const row = screen.getByRole('listitem')
    expect(row.textContent).toBe('晚风守护Lv.12今天 14:051.88元')
    expect(row.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(row.querySelector('.user-row__badge--gold')?.textContent).toBe('守护')
    expect(row.querySelector('.user-row__badge--neutral')?.textContent).toBe('Lv.12')
  })

  it('ends a long name in … on one line and keeps the whole name in its title', () => {
    render(<UserRow as="div" name={LONG_NAME} />)
    const name = screen.getByText(LONG_NAME)
    expect(name.className).toBe('user-row__name')
    expect(name.getAttribute('title')).toBe(LONG_NAME)
  })

  it('wraps a long name when asked', () => {
    render(<UserRow as="div" name={LONG_NAME} wrapName />)
    const name = screen.getByText(LONG_NAME)
    expect(name.className).toBe('user-row__name user-row__name--wrap')
    expect(name.getAttribute('title')).toBeNull()
  })

  it('takes a rank before and an action after', () => {
    const invite = vi.fn()
    render(
      <UserRow
        as="div"
        name="柠檬"
        leading={1}
        trailing={
          <Button size="sm" variant="secondary" onClick={invite}>
            邀请
          </Button>
        }
      />,
    )
    expect(document.querySelector('.user-row__leading')?.textContent).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: '邀请' }))
    expect(invite).toHaveBeenCalledTimes(1)
  })

  it('draws the first character when there is no picture, or the family’s own avatar', () => {
    const { container, rerender } = render(<UserRow as="div" name="阿狸" />)
    expect(container.querySelector('.avatar--fallback')?.textContent).toBe('阿')
    rerender(<UserRow as="div" name="阿狸" avatar={<span data-testid="own" />} />)
    expect(screen.getByTestId('own')).toBeTruthy()
    expect(container.querySelector('.avatar')).toBeNull()
  })
})
