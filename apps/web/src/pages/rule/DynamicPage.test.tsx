import { createMockBackend, MOCK_RULES } from '@h5/mock-backend'
import { render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { monitor } from '../../platform/monitor'
import DynamicPage from './DynamicPage'

const backend = createMockBackend()
const server = setupServer(...backend.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rule/dynamic/:id?" element={<DynamicPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('/rule/dynamic/:id', () => {
  it('shows a server rule with every block', async () => {
    visit(`/rule/dynamic/${MOCK_RULES.spring}`)
    expect(await screen.findByRole('heading', { level: 1, name: '春日花朝节活动规则' })).toBeTruthy()
    expect(screen.getByRole('region', { name: '表格' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '《充值协议》' }).getAttribute('href')).toBe('/agreement/recharge')
  })

  it('skips the broken blocks, shows the rest, and reports them without their text', async () => {
    const report = vi.spyOn(monitor, 'report')
    visit(`/rule/dynamic/${MOCK_RULES.broken}`)
    expect(await screen.findByText('每日登录可获得 1 次免费转动机会。')).toBeTruthy()
    expect(screen.getByText('奖品在转动后立即发放到背包。')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(document.body.innerHTML).not.toContain('onerror')
    expect(report).toHaveBeenCalledTimes(1)
    const message = String((report.mock.calls[0]![0] as Error).message)
    expect(message).toBe('content: skipped 2 block(s) of document act_broken: #2 carousel (unknown type), #3 table (malformed)')
  })

  it.each([
    ['an unknown id', `/rule/dynamic/${MOCK_RULES.missing}`],
    ['no id', '/rule/dynamic'],
  ])('says clearly that %s names no rule', async (_, path) => {
    visit(path)
    expect(await screen.findByRole('heading', { name: /规则不存在/ })).toBeTruthy()
    expect(screen.getByText('没有找到这条规则，它可能已下线')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: '返回' })).toHaveLength(2)
  })
})
