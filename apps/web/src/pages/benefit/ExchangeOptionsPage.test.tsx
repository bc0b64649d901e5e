import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce, holdRequests } from '../../test/serverRequests'
import ExchangeOptionsPage from './ExchangeOptionsPage'

/**
 * /benefit/hzoption, the preset exchanges of 红钻 for 钻石, tap by tap: the loading, a failure with 重试, an option
 * the balance cannot pay or the server has withdrawn, the confirmation, and one exchange for a double tap.
 */
const native = { user: { ...MOCK_USER } as object }
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers: { getCurrentUserInfo: () => native.user as never } })

beforeEach(() => {
  native.user = { ...MOCK_USER }
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
}

const optionsShown = () => screen.findByRole('list', { name: '兑换档位' })

async function openOptions() {
  const view = visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
  await optionsShown()
  return view
}

const option = (name: RegExp) => within(screen.getByRole('list', { name: '兑换档位' })).getByRole('button', { name })

describe('/benefit/hzoption', () => {
  it('shows the loader while the server answers, then the balance, each option and the server’s rate', async () => {
    asScenario('benefit-center')
    const release = holdRequests(server, '/v1/benefit/account')
    const view = visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    expect(await screen.findByText('正在加载…')).toBeTruthy()
    release()
    await optionsShown()
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
    expect(within(screen.getByRole('list', { name: '兑换档位' })).getAllByRole('button')).toHaveLength(6)
    expect(screen.getByText(/兑换比例 10 红钻 = 1 钻石/)).toBeTruthy()
    expectShownWell(view.container)
  })

  it('shows a failed account with 重试, which loads the page', async () => {
    asScenario('benefit-center')
    failOnce(server, '/v1/benefit/account')
    visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    await settled('正在加载…')
    fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await optionsShown()
  })

  it('shows failed options with 重试 under the loaded account, which loads them', async () => {
    asScenario('benefit-center')
    failOnce(server, '/v1/benefit/exchange/options')
    visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await optionsShown()
  })

  it('asks before exchanging, and 取消 sends nothing', async () => {
    asScenario('benefit-center')
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    await openOptions()
    fireEvent.click(option(/^300钻石/))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('使用 3,000 红钻兑换 300 钻石？兑换后不可撤销。')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(exchanges()).toBe(0)
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
  })

  it('exchanges once for a double tap on 确认兑换, and shows the server’s balance', async () => {
    asScenario('benefit-center')
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    await openOptions()
    fireEvent.click(option(/^300钻石/))
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: '确认兑换' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.getByTestId('red-balance').textContent).toBe('125,800'))
    expect(overlays.toast?.message).toBe('兑换成功，获得 300 钻石')
    expect(exchanges()).toBe(1)
  })

  it('refuses an option the balance cannot pay without asking or sending', async () => {
    asScenario('benefit-low-red')
    const exchanges = countRequests(server, '/v1/benefit/exchange')
    const { container } = await openOptions()
    const short = option(/^60钻石，需600红钻，红钻不足/)
    fireEvent.click(short)
    expect(overlays.toast?.message).toBe('红钻余额不足')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(exchanges()).toBe(0)
    expectShownWell(container)
  })

  it('says an option the server withdrew meanwhile, and shows the options as the server has them now', async () => {
    asScenario('benefit-option-withdrawn')
    const optionLoads = countRequests(server, '/v1/benefit/exchange/options')
    await openOptions()
    fireEvent.click(option(/^980钻石/))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认兑换' }))
    expect((await screen.findByRole('alert')).textContent).toBe('该兑换档位已下架，请重新选择')
    await waitFor(() => expect(optionLoads()).toBe(2))
    expect(screen.getByTestId('red-balance').textContent).toBe('128,800')
  })
})
