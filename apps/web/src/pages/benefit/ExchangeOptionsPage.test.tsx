import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce, holdRequests } from '../../test/serverRequests'
import ExchangeOptionsPage from './ExchangeOptionsPage'

/**
 * /benefit/hzoption on the simulator, tap by tap: the loading, a failure with 重试, an option chosen in the kit's
 * grid, 立即兑换, the confirmation and 取消, one exchange for a double tap, an option the balance cannot pay or
 * the server has withdrawn.
 */
const native = { user: { ...MOCK_USER } as object }
const { server } = setUpGeneratedAnswerPages({ handlers: { getCurrentUserInfo: () => native.user as never } })

beforeEach(() => {
  native.user = { ...MOCK_USER }
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
}

const gridShown = () => screen.findByRole('radiogroup', { name: '兑换档位' })

async function open(scenario: ScenarioName) {
  asScenario(scenario)
  const view = visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
  await settled('正在加载…')
  await gridShown()
  return view
}

/** Chooses an option and taps 立即兑换: the confirmation opens. */
async function chooseAndExchange(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }))
  fireEvent.click(screen.getByRole('button', { name: '立即兑换' }))
  return screen.findByRole('dialog')
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
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    const { container } = await open('benefit-low-red')
    const short = screen.getByRole('radio', { name: /60钻石，需600红钻，红钻不足/ })
    expect(short.getAttribute('aria-disabled')).toBe('true')
    expect(short.textContent).toContain('红钻不足')
    fireEvent.click(short)
    expect(short.getAttribute('aria-checked')).toBe('false')
    expect((screen.getByRole('button', { name: '立即兑换' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(exchanges()).toBe(0)
    expectShownWell(container)
  })

  it('shows the loader while the server answers, then the balance, each option and the server’s rate', async () => {
    asScenario('benefit-center')
    const release = holdRequests(server, '/v1/benefit/account')
    const { container } = visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    expect(await screen.findByText('正在加载…')).toBeTruthy()
    release()
    await gridShown()
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
    expect(within(screen.getByRole('radiogroup', { name: '兑换档位' })).getAllByRole('radio')).toHaveLength(6)
    expect(screen.getByText(/兑换比例 10 红钻 = 1 钻石/)).toBeTruthy()
    expectShownWell(container)
  })

  it('shows a failed account with 重试, which loads the page', async () => {
    asScenario('benefit-center')
    failOnce(server, '/v1/benefit/account')
    visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    await settled('正在加载…')
    fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await gridShown()
  })

  it('shows failed options with 重试 under the loaded account, which loads them', async () => {
    asScenario('benefit-center')
    failOnce(server, '/v1/benefit/exchange/options')
    visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await gridShown()
  })

  it('sends nothing on 取消', async () => {
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    await open('benefit-center')
    const dialog = await chooseAndExchange('300钻石，需3000红钻')
    expect(dialog.textContent).toContain('使用 3,000 红钻兑换 300 钻石？兑换后不可撤销。')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(exchanges()).toBe(0)
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
  })

  it('exchanges once for a double tap on 确认兑换, and says what came', async () => {
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    await open('benefit-center')
    const confirm = within(await chooseAndExchange('300钻石，需3000红钻')).getByRole('button', { name: '确认兑换' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.getByTestId('red-balance').textContent).toBe('125,800'))
    expect(overlays.toast?.message).toBe('兑换成功，获得 300 钻石')
    expect(exchanges()).toBe(1)
  })

  it('says an option the server withdrew meanwhile, and shows the options as the server has them now', async () => {
    const optionLoads = countRequests(server, '/v1/benefit/exchange/options')
    await open('benefit-option-withdrawn')
    fireEvent.click(within(await chooseAndExchange('980钻石，需9800红钻')).getByRole('button', { name: '确认兑换' }))
    expect(await screen.findByText('该兑换档位已下架，请重新选择')).toBeTruthy()
    await waitFor(() => expect(optionLoads()).toBe(2))
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
  })
})
