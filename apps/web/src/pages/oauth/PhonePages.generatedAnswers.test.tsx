import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The phone pages and 认证设置 with answers generated from docs/openapi.yaml (test/generatedAnswerPages.tsx):
 * whatever the status, the dialling codes, the send or the change answer, the page shows it without a crash, a
 * raw non-value or a long text without a CSS rule, and leaves a way on.
 */
const { server } = setUpGeneratedAnswerPages()

/** The first step of a change: the code to the bound phone, typed, then 下一步 (the simulator's answers). */
async function proveOwner() {
  fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }))
  await screen.findByText(/验证码已发送至138/)
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
  await screen.findByLabelText('手机号')
}

async function fillNewPhone() {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900139000' } })
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
}

describe('/oauth/phone/nav with generated answers', () => {
  it.each(answersOf('getRealNameStatus'))('shows the bound phone: %s', async (_label, body) => {
    server.use(answerHandler('getRealNameStatus', body))
    const { default: Page } = await import('./PhoneNavPage')
    const { container } = visitPage('/oauth/phone/nav', '/oauth/phone/nav', Page)
    await settled('正在获取手机号…')
    const answer = body as { errno: number; data?: { maskedPhone: string } }
    if (answer.errno === 0) {
      await screen.findByText(answer.data?.maskedPhone ? '更换手机号' : '绑定手机号')
      if (answer.data?.maskedPhone) expect(screen.getByText(answer.data.maskedPhone)).toBeTruthy()
    } else {
      await screen.findByRole('button', { name: '重试' })
    }
    expectShownWell(container)
  })
})

describe('/oauth/phone/newphone with generated answers', () => {
  it.each(answersOf('getCountryCode'))('offers the dialling codes: %s', async (_label, body) => {
    server.use(answerHandler('getCountryCode', body))
    const { default: Page } = await import('./NewPhonePage')
    const { container } = visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
    await proveOwner()
    fireEvent.click(await screen.findByRole('button', { name: /国家或地区/ }))
    await screen.findByText('选择国家或地区')
    expectShownWell(container)
  })

  it.each(answersOf('sendSmsCode'))('shows the send: %s', async (_label, body) => {
    const { default: Page } = await import('./NewPhonePage')
    const { container } = visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
    await proveOwner()
    server.use(answerHandler('sendSmsCode', body))
    await fillNewPhone()
    const answer = body as { errno: number }
    if (answer.errno === 0) await screen.findByText(/验证码已发送至/)
    else await waitFor(() => expect(screen.queryByRole('alert') ?? screen.queryByText(/手机号已绑定/)).toBeTruthy())
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13900139000')
    expectShownWell(container)
  })

  it.each(answersOf('provePhoneOwner'))('shows the proof of the bound number: %s', async (_label, body) => {
    server.use(answerHandler('provePhoneOwner', body))
    const { default: Page } = await import('./NewPhonePage')
    const { container } = visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }))
    await screen.findByText(/验证码已发送至138/)
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    if ((body as { errno: number }).errno === 0) await screen.findByLabelText('手机号')
    else await waitFor(() => expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe(''))
    expectShownWell(container)
  })

  it.each(answersOf('changePhone'))('shows the change: %s', async (_label, body) => {
    server.use(answerHandler('changePhone', body))
    const { default: Page } = await import('./NewPhonePage')
    const { container } = visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
    await proveOwner()
    await fillNewPhone()
    await screen.findByText(/验证码已发送至/)
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }))
    const answer = body as { errno: number }
    if (answer.errno === 0) await screen.findByText('手机号已更换')
    else await waitFor(() => expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe(''))
    expectShownWell(container)
  })
})

describe('/oauth/config with generated answers', () => {
  it.each(answersOf('getRealNameStatus'))('shows what is verified: %s', async (_label, body) => {
    server.use(answerHandler('getRealNameStatus', body))
    const { default: Page } = await import('./ConfigPage')
    const { container } = visitPage('/oauth/config', '/oauth/config', Page)
    await settled('正在获取认证信息…')
    const answer = body as { errno: number; data?: { maskedPhone: string } }
    if (answer.errno === 0) {
      await screen.findByRole('link', { name: /手机号/ })
      expect(screen.getByRole('link', { name: /实名认证/ }).getAttribute('href')).toBe('/oauth')
    } else {
      await screen.findByRole('button', { name: '重试' })
    }
    expectShownWell(container)
  })
})

describe('/oauth/phone/mancheck with generated answers', () => {
  it.each(answersOf('getPhoneReview'))('shows the review: %s', async (_label, body) => {
    server.use(answerHandler('getPhoneReview', body))
    const { default: Page } = await import('./ManCheckPage')
    const { container } = visitPage('/oauth/phone/mancheck', '/oauth/phone/mancheck', Page)
    await settled('正在获取审核状态…')
    const answer = body as { errno: number; data?: { status: string } }
    const shown: Record<string, string> = { none: '提交审核', reviewing: '申请已提交，等待审核', approved: '审核已通过', rejected: '审核未通过' }
    // None asked for yet: the separate consent to the ID photo comes before the form.
    if (answer.errno === 0 && answer.data!.status === 'none') fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }))
    if (answer.errno === 0) await screen.findByText(shown[answer.data!.status]!)
    else await screen.findByRole('button', { name: '重试' })
    expectShownWell(container)
  })
})
