import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { Cell } from './Cell'
import { CellGroup } from './CellGroup'

function renderInRouter(children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={children} />
        <Route path="/wallet/bills" element={<p>账单页</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('CellGroup and Cell', () => {
  it('is a list named by its title, with a note under it', () => {
    renderInRouter(
      <CellGroup title="账户" footer="信息仅用于提现">
        <Cell title="手机号" value="138****8000" />
        <Cell title="实名认证" description="已通过" />
      </CellGroup>,
    )
    expect(screen.getByRole('region', { name: '账户' })).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('138****8000')).toBeTruthy()
    expect(screen.getByText('已通过')).toBeTruthy()
    expect(screen.getByText('信息仅用于提现')).toBeTruthy()
    // Plain rows lead nowhere: no link, no button.
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is a router link with `to`', async () => {
    renderInRouter(
      <CellGroup>
        <Cell title="交易记录" to="/wallet/bills" />
      </CellGroup>,
    )
    await userEvent.click(screen.getByRole('link', { name: '交易记录' }))
    expect(screen.getByText('账单页')).toBeTruthy()
  })

  it('is a button with `onClick`', async () => {
    const onClick = vi.fn()
    renderInRouter(
      <CellGroup>
        <Cell title="退出登录" danger onClick={onClick} />
      </CellGroup>,
    )
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button').className).toContain('cell--danger')
  })
})
