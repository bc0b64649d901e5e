import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { OptionGrid, type GridOption } from './OptionGrid'

type Key = 'd60' | 'd300' | 'd980' | 'd1980'
const OPTIONS: GridOption<Key>[] = [
  { key: 'd60', label: '60 钻石', subLabel: '赠送 6 钻石', detail: '¥6.00', tag: '热门' },
  { key: 'd300', label: '300 钻石', subLabel: '¥30.00' },
  { key: 'd980', label: '980 钻石', subLabel: '需 9,800 红钻', disabled: true, disabledReason: '红钻不足', accessibleName: '980钻石，需9800红钻，红钻不足' },
  { key: 'd1980', label: '1,980 钻石', subLabel: '¥198.00' },
]

function Grid({ initial = null as Key | null, onChange = vi.fn() }) {
  const [value, setValue] = useState<Key | null>(initial)
  return (
    <OptionGrid
      label="充值档位"
      options={OPTIONS}
      value={value}
      onChange={(key) => {
        setValue(key)
        onChange(key)
      }}
    />
  )
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name })

describe('OptionGrid', () => {
  it('is a radio group of its options, with their lines and tags', () => {
    render(<Grid />)
    expect(screen.getByRole('radiogroup', { name: '充值档位' })).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect(radio(/60 钻石/).textContent).toBe('热门60 钻石赠送 6 钻石¥6.00')
    expect(screen.getAllByRole('radio').every((option) => option.getAttribute('aria-checked') === 'false')).toBe(true)
  })

  it('chooses an option on a tap', () => {
    const onChange = vi.fn()
    render(<Grid onChange={onChange} />)
    fireEvent.click(radio(/300 钻石/))
    expect(onChange).toHaveBeenLastCalledWith('d300')
    expect(radio(/300 钻石/).getAttribute('aria-checked')).toBe('true')
  })

  it('keeps a disabled option in the grid with its reason, and a tap on it chooses nothing', () => {
    const onChange = vi.fn()
    render(<Grid onChange={onChange} />)
    const short = radio('980钻石，需9800红钻，红钻不足')
    expect(short.getAttribute('aria-disabled')).toBe('true')
    expect(short.textContent).toContain('红钻不足')
    expect(document.getElementById(short.getAttribute('aria-describedby')!)?.textContent).toBe('红钻不足')
    fireEvent.click(short)
    expect(onChange).not.toHaveBeenCalled()
    expect(short.getAttribute('aria-checked')).toBe('false')
  })

  it('puts only the chosen option, or the first before a choice, in the Tab order', () => {
    const { unmount } = render(<Grid />)
    expect(screen.getAllByRole('radio').map((option) => option.tabIndex)).toEqual([0, -1, -1, -1])
    unmount()
    render(<Grid initial="d1980" />)
    expect(screen.getAllByRole('radio').map((option) => option.tabIndex)).toEqual([-1, -1, -1, 0])
  })

  it('moves and chooses with the arrow keys, skipping a disabled option and wrapping round; Home and End', async () => {
    const onChange = vi.fn()
    render(<Grid initial="d300" onChange={onChange} />)
    await userEvent.tab()
    expect(document.activeElement).toBe(radio(/300 钻石/))
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith('d1980')
    expect(document.activeElement).toBe(radio(/1,980 钻石/))
    await userEvent.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('d60')
    await userEvent.keyboard('{ArrowLeft}')
    expect(onChange).toHaveBeenLastCalledWith('d1980')
    await userEvent.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('d300')
    await userEvent.keyboard('{Home}')
    expect(onChange).toHaveBeenLastCalledWith('d60')
    await userEvent.keyboard('{End}')
    expect(onChange).toHaveBeenLastCalledWith('d1980')
    expect(radio(/1,980 钻石/).getAttribute('aria-checked')).toBe('true')
  })

  it('chooses the focused option with Space', async () => {
    const onChange = vi.fn()
    render(<Grid onChange={onChange} />)
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith('d60')
  })
})
