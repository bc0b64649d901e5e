import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MOCK_USER, scenarioSession } from '@h5/mock-backend'
import { settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import ExchangeOptionsPage from './ExchangeOptionsPage'

/** /benefit/hzoption on the simulator: an option chosen in the kit's grid, 立即兑换, the confirmation. */
const native = { user: { ...MOCK_USER } as object }
setUpGeneratedAnswerPages({ handlers: { getCurrentUserInfo: () => native.user as never } })

async function open(scenario: 'benefit-center' | 'benefit-low-red') {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(scenario) }
  visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
  await settled('正在加载…')
  return screen.findByRole('radiogroup', { name: '兑换档位' })
}

describe('/benefit/hzoption', () => {
  it('exchanges the chosen option after its confirmation, and shows the server’s balance', async () => {
    await open('benefit-center')
    const exchange = screen.getByRole('button', { name: '立即兑换' }) as HTMLButtonElement
    expect(exchange.disabled).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: '980钻石，需9800红钻' }))
    expect(exchange.disabled).toBe(false)
    fireEvent.click(exchange)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('使用 9,800 红钻兑换 980 钻石')
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('119,000')).toBeTruthy()
  })

  it('keeps an option above the balance dimmed with 红钻不足, and it cannot be chosen', async () => {
    await open('benefit-low-red')
    const short = screen.getByRole('radio', { name: /60钻石，需600红钻，红钻不足/ })
    expect(short.getAttribute('aria-disabled')).toBe('true')
    expect(short.textContent).toContain('红钻不足')
    fireEvent.click(short)
    expect(short.getAttribute('aria-checked')).toBe('false')
    expect((screen.getByRole('button', { name: '立即兑换' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
