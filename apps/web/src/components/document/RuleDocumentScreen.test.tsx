import { createMockBackend } from '@h5/mock-backend'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import huoli from '../../../content/rule/huoli.md'
import qinmi from '../../../content/rule/qinmi.md'
import { RuleDocumentScreen } from './RuleDocumentScreen'

const server = setupServer(...createMockBackend().handlers)
const ruleRequests: string[] = []
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/v1/content/rule') ruleRequests.push(url.searchParams.get('ruleID') ?? '')
  })
})
afterEach(() => {
  server.resetHandlers()
  ruleRequests.length = 0
})
afterAll(() => server.close())

const show = (document: typeof huoli) =>
  render(
    <MemoryRouter>
      <RuleDocumentScreen document={document} />
    </MemoryRouter>,
  )

describe('RuleDocumentScreen', () => {
  it("paints the app's own rule at once, then the server's version of it", async () => {
    show(huoli)
    // The first render is the compiled rule: the prerendered page and the app agree.
    expect(screen.getByRole('article', { name: '活力值规则' }).textContent).toContain('版本 2.0')
    expect(await screen.findByText('活力双倍周：')).toBeTruthy()
    expect(screen.getByRole('article', { name: '活力值规则' }).textContent).toContain('版本 2.1')
    expect(ruleRequests).toEqual(['rule/huoli'])
  })

  it('keeps its own text, without an error, when the server has no version (8370101) or does not answer', async () => {
    show(qinmi)
    await vi.waitFor(() => expect(ruleRequests).toEqual(['rule/qinmi']))
    server.use(http.get('*/v1/content/rule', () => HttpResponse.error()))
    expect(screen.getByRole('article', { name: '亲密度规则' }).textContent).toContain('等级与解锁')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })
})
