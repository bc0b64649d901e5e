import type { CancellationCheck, CancellationCondition } from '@h5/api'
import { MOCK_USER } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { identityApi } from '../../platform/api/identityApi'
import { appSession } from '../../platform/session/appSession'
import { overlays } from '../../state/overlays'
import { setUpGeneratedAnswerPages } from '../../test/generatedAnswerPages'
import CancellationCheckPage from './CancellationCheckPage'
import CancellationCodePage from './CancellationCodePage'
import CancellationDonePage from './CancellationDonePage'
import CancellationPage from './CancellationPage'

/**
 * The account-cancellation flow in the app on the simulator, as MOCK_USER (¥88.88 and 100000 diamonds left,
 * phone 138****8000): what each page says, and what each tap does.
 */
const { server, native } = setUpGeneratedAnswerPages({ handlers: { exitAccount: () => ({}) } })

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

/** The four pages under the app's router, opened at `url` (with the navigation state a page handed on). */
function visit(url: string, state: unknown = null) {
  appSession.reset()
  window.history.replaceState(state === null ? null : { usr: state, key: 'default', idx: 0 }, '', url)
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/account/cancellation" element={<CancellationPage />} />
        <Route path="/account/cancellation/check" element={<CancellationCheckPage />} />
        <Route path="/account/cancellation/code" element={<CancellationCodePage />} />
        <Route path="/account/cancellation/done" element={<CancellationDonePage />} />
        <Route path="*" element={<p>别处</p>} />
      </Routes>
    </BrowserRouter>,
  )
}

/** A cancellation submitted on the simulator, balances given up: the cooling-off period runs. */
async function submitted() {
  await identityApi.sendSmsCode({ ...tokens, scene: 'cancellation' })
  await identityApi.submitCancellation({ ...tokens, smsCode: '123456', waiveBalances: true })
}

describe('/account/cancellation (the notice)', () => {
  it('names the balance and diamonds lost, and goes on only once the agreement is accepted', async () => {
    visit('/account/cancellation')
    expect(await screen.findByText('你的余额¥88.88和100000钻石及礼物收益将被清空')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }))
    expect(await screen.findByText('请先阅读并同意《账号注销协议》')).toBeTruthy()
    expect(window.location.pathname).toBe('/account/cancellation')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }))
    await screen.findByRole('heading', { name: '注销检查' })
    expect(window.location.pathname).toBe('/account/cancellation/check')
  })
})

describe('/account/cancellation/check', () => {
  it('names the amounts given up on the row and in the question, and lets the user go on once given up', async () => {
    visit('/account/cancellation/check')
    const waive = await screen.findByRole('button', { name: /放弃剩余余额与钻石/ })
    expect(waive.textContent).toContain('将放弃余额¥88.88和100000钻石')
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(waive)
    const dialog = await screen.findByRole('dialog', { name: '放弃剩余余额与钻石？' })
    expect(dialog.textContent).toContain('你将放弃余额¥88.88和100000钻石。')
    fireEvent.click(screen.getByRole('button', { name: '放弃' }))
    expect(await screen.findByText('已放弃')).toBeTruthy()
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps the balances when the question is answered 取消', async () => {
    visit('/account/cancellation/check')
    fireEvent.click(await screen.findByRole('button', { name: /放弃剩余余额与钻石/ }))
    fireEvent.click(await screen.findByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText('已放弃')).toBeNull()
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('/account/cancellation/code', () => {
  it('names the phone the code goes to before sending, and a wrong code clears the field only', async () => {
    visit('/account/cancellation/code', { waiveBalances: true })
    expect(await screen.findByText('为确认是你本人操作，我们将向你绑定的手机 138****8000 发送验证码。')).toBeTruthy()
    expect(screen.getByText('验证码将发送至138****8000')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('验证码已发送至138****8000')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }))
    const dialog = await screen.findByRole('dialog', { name: '确认注销账号？' })
    expect(dialog.textContent).toContain('15天冷静期')
    fireEvent.click(screen.getAllByRole('button', { name: '确认注销' }).at(-1)!)
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy()
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('')
  })
})

describe('/account/cancellation/done', () => {
  it('shows the days left with a title bar and back, and 撤销注销 withdraws the cancellation after a question', async () => {
    await submitted()
    visit('/account/cancellation/done')
    expect(await screen.findByText(/冷静期还剩15天，账号将于\d{4}年\d{1,2}月\d{1,2}日永久注销。/)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '注销账号' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '撤销注销' }))
    const question = await screen.findByRole('dialog', { name: '撤销注销申请？' })
    fireEvent.click(within(question).getByRole('button', { name: '撤销注销' }))
    expect(await screen.findByText('已撤销注销申请')).toBeTruthy()
    const check = await identityApi.getCancellationCheck(tokens)
    expect(check.data.pending).toBeUndefined()
  })

  it('asks native to log out (exitAccount) with 退出登录', async () => {
    await submitted()
    visit('/account/cancellation/done')
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }))
    await waitFor(() => expect(native().calls.some((call) => call.op === 'exitAccount')).toBe(true))
  })

  it('leads to the notice, with a title bar, when nothing is pending', async () => {
    visit('/account/cancellation/done')
    expect(await screen.findByText('尚未提交注销申请')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '注销账号' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '去注销' }).getAttribute('href')).toBe('/account/cancellation')
  })
})

/** A check answer of the server's: nothing held, no condition, unless `data` says otherwise. */
function checkAnswer(data: Partial<CancellationCheck>) {
  const check: CancellationCheck = { coolingOffDays: 15, conditions: [], balances: { balanceFen: 0, diamonds: 0 }, maskedPhone: '138****8000', ...data }
  return answerHandler('getCancellationCheck', { errno: 0, data: check })
}

const GUILD_OWNER: CancellationCondition = { key: 'guildOwner', title: '不是公会会长', passed: false, hint: '请先转让公会会长身份或解散公会', waivable: false }

/** Counts the requests to `path` from now on; `stop()` stops listening. */
function countRequests(path: string) {
  const seen = { count: 0 }
  const listener = ({ request }: { request: Request }) => void (new URL(request.url).pathname === path && (seen.count += 1))
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

describe('/account/cancellation (the notice), more states', () => {
  it('opens 《账号注销协议》 in full, and its 同意 ticks the box', async () => {
    visit('/account/cancellation')
    await screen.findByText('你的余额¥88.88和100000钻石及礼物收益将被清空')
    const box = screen.getByRole('checkbox') as HTMLInputElement
    fireEvent.click(screen.getByRole('button', { name: '《账号注销协议》' }))
    expect(box.checked).toBe(false)
    const agreement = await screen.findByRole('dialog', { name: '账号注销协议' })
    fireEvent.click(within(agreement).getByRole('button', { name: '同意' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(box.checked).toBe(true)
  })

  it('opens where a cancellation under way stands', async () => {
    await submitted()
    visit('/account/cancellation')
    expect(await screen.findByText(/冷静期还剩15天/)).toBeTruthy()
    expect(window.location.pathname).toBe('/account/cancellation/done')
  })

  it('says why the conditions did not load, with 重试 that loads them', async () => {
    server.use(answerHandler('getCancellationCheck', { errno: 1, errmsg: 'busy' }))
    visit('/account/cancellation')
    expect(await screen.findByText('网络不给力，请稍后重试')).toBeTruthy()
    server.resetHandlers()
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('region', { name: '注销条件' })).toBeTruthy()
  })
})

describe('/account/cancellation/check, more states', () => {
  it('holds 下一步 on a condition only the user can clear, with the server’s hint, and checks again on 重新检查', async () => {
    server.use(checkAnswer({ conditions: [GUILD_OWNER] }))
    visit('/account/cancellation/check')
    expect(await screen.findByText('请先转让公会会长身份或解散公会')).toBeTruthy()
    expect(screen.getByText('以下条件未满足，处理后即可继续注销：')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /放弃剩余余额与钻石/ })).toBeNull()
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true)
    server.use(checkAnswer({ conditions: [{ ...GUILD_OWNER, passed: true, hint: '' }] }))
    fireEvent.click(screen.getByRole('button', { name: '我已处理，重新检查' }))
    expect(await screen.findByText('你的账号已满足注销条件。')).toBeTruthy()
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('takes the giving-up back with 不放弃剩余余额与钻石, and carries it to the code step when kept', async () => {
    visit('/account/cancellation/check')
    fireEvent.click(await screen.findByRole('button', { name: /^放弃剩余余额与钻石/ }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃' }))
    await screen.findByText('已放弃')
    fireEvent.click(screen.getByRole('button', { name: /^不放弃剩余余额与钻石/ }))
    expect(screen.queryByText('已放弃')).toBeNull()
    expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /^放弃剩余余额与钻石/ }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃' }))
    await screen.findByText('已放弃')
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByRole('heading', { name: '注销验证' })).toBeTruthy()
    expect(window.location.pathname).toBe('/account/cancellation/code')
  })
})

describe('/account/cancellation/code, more states', () => {
  it('sends the user back to the check when opened on its own while a balance is held', async () => {
    visit('/account/cancellation/code')
    expect(await screen.findByRole('heading', { name: '注销检查' })).toBeTruthy()
    expect(window.location.pathname).toBe('/account/cancellation/check')
  })

  it('submits nothing when the question is answered 取消; the right code then opens the cooling-off period', async () => {
    const submits = countRequests('/v1/account/cancellation/submit')
    visit('/account/cancellation/code', { waiveBalances: true })
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }))
    await screen.findByText('验证码已发送至138****8000')
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '确认注销账号？' })).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(submits.seen.count).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '确认注销账号？' })).getByRole('button', { name: '确认注销' }))
    expect(await screen.findByText(/冷静期还剩15天/)).toBeTruthy()
    expect(window.location.pathname).toBe('/account/cancellation/done')
    expect(submits.seen.count).toBe(1)
    submits.stop()
  })

  it('says so when no phone is bound, and offers no send but 联系客服', async () => {
    server.use(checkAnswer({ maskedPhone: '' }))
    visit('/account/cancellation/code', { waiveBalances: true })
    const contact = await screen.findByRole('button', { name: '联系客服' })
    expect(contact.closest('p')?.textContent).toBe('你的账号未绑定手机号，无法接收验证码，请联系客服注销。')
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('names a condition found unmet at the submit above the button, with the way to the check', async () => {
    server.use(checkAnswer({}), answerHandler('submitCancellation', { errno: 8362001, errmsg: 'blocked' }))
    visit('/account/cancellation/code')
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }))
    await screen.findByText('验证码已发送至138****8000')
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认注销' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('还有注销条件未满足，请处理后再试')
    expect(within(alert).getByRole('link', { name: '查看注销条件' }).getAttribute('href')).toBe('/account/cancellation/check')
  })
})

describe('/account/cancellation/done, more states', () => {
  it('keeps the request and says why when 撤销注销 fails', async () => {
    await submitted()
    server.use(answerHandler('withdrawCancellation', { errno: 1, errmsg: 'busy' }))
    visit('/account/cancellation/done')
    fireEvent.click(await screen.findByRole('button', { name: '撤销注销' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤销注销' }))
    await waitFor(() => expect(overlays.toast?.message).toBe('网络不给力，请稍后重试'))
    expect(screen.getByText(/冷静期还剩15天/)).toBeTruthy()
    expect(screen.queryByText('已撤销注销申请')).toBeNull()
    expect((await identityApi.getCancellationCheck(tokens)).data.pending).toBeDefined()
  })

  it('withdraws nothing when the question is answered 取消', async () => {
    await submitted()
    visit('/account/cancellation/done')
    fireEvent.click(await screen.findByRole('button', { name: '撤销注销' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText(/冷静期还剩15天/)).toBeTruthy()
    expect((await identityApi.getCancellationCheck(tokens)).data.pending).toBeDefined()
  })
})
