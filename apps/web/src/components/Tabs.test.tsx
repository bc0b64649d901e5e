import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

const TABS = [
  { key: 'all', title: '全部' },
  { key: 'in', title: '收入' },
  { key: 'out', title: '支出' },
] as const

type Kind = (typeof TABS)[number]['key']

function Bills() {
  const [kind, setKind] = useState<Kind>('all')
  return (
    <Tabs label="账单类型" tabs={TABS} value={kind} onChange={setKind}>
      <p>{`${kind} 的账单`}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the panel', () => {
    render(<Bills />)
    expect(screen.getByRole('tablist', { name: '账单类型' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: '全部' }).textContent).toBe('all 的账单')
  })

  it('selects a tab on tap', async () => {
    render(<Bills />)
    await userEvent.click(screen.getByRole('tab', { name: '支出' }))
    expect(screen.getByRole('tab', { name: '支出' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: '支出' }).textContent).toBe('out 的账单')
  })

  it('moves with the arrow keys, Home and End, wrapping, with only the selected tab in the Tab order', async () => {
    render(<Bills />)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '全部' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '收入' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('in 的账单')
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '支出' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '全部' }))
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '支出' }))
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  })
})
