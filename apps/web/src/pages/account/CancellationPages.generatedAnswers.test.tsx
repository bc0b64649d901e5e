import { answerHandler } from '@h5/mock-backend/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { identityApi } from '../../platform/api/identityApi'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The account-cancellation pages with answers generated from docs/openapi.yaml (`generateAnswers` of
 * @h5/mock-backend/testing: long titles and hints, no conditions, far dates, then random ones): each must show
 * without crashing, with no raw `undefined` / `NaN` / `Infinity` on screen, a finished load and a CSS rule for
 * every long unbroken text (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages()
const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

describe('/account/cancellation with generated answers', () => {
  it.each(answersOf('getCancellationCheck'))('shows the notice or where the cancellation stands: %s', async (_label, body) => {
    server.use(answerHandler('getCancellationCheck', body))
    const { default: CancellationPage } = await import('./CancellationPage')
    const { container } = visitPage('/account/cancellation', '/account/cancellation', CancellationPage)
    await settled('正在获取注销条件…')
    const answer = body as { errno: number; data?: { pending?: unknown } }
    if (answer.errno !== 0) await screen.findByRole('button', { name: '重试' })
    // A cancellation under way sends the notice to /account/cancellation/done, outside this test's router.
    else if (!answer.data?.pending) await screen.findByRole('region', { name: '注销条件' })
    expectShownWell(container)
  })

  it.each(answersOf('getCancellationCheck'))('shows the submitted cancellation: %s', async (_label, body) => {
    server.use(answerHandler('getCancellationCheck', body))
    const { default: CancellationDonePage } = await import('./CancellationDonePage')
    const { container } = visitPage('/account/cancellation/done', '/account/cancellation/done', CancellationDonePage)
    await settled('正在获取注销进度…')
    const answer = body as { errno: number; data?: { pending?: unknown } }
    if (answer.errno !== 0) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('heading', { name: answer.data?.pending ? /注销申请已提交/ : /尚未提交注销申请/ })
    expectShownWell(container)
  })

  it.each(answersOf('withdrawCancellation'))('shows 撤销注销’s answer: %s', async (_label, body) => {
    await identityApi.sendSmsCode({ ...tokens, scene: 'cancellation' })
    await identityApi.submitCancellation({ ...tokens, smsCode: '123456', waiveBalances: true })
    server.use(answerHandler('withdrawCancellation', body))
    const { default: CancellationDonePage } = await import('./CancellationDonePage')
    const { container } = visitPage('/account/cancellation/done', '/account/cancellation/done', CancellationDonePage)
    fireEvent.click(await screen.findByRole('button', { name: '撤销注销' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤销注销' }))
    if ((body as { errno: number }).errno === 0) await screen.findByText('已撤销注销申请')
    else await waitFor(() => expect(screen.getByRole('button', { name: '撤销注销' })).toBeTruthy())
    expectShownWell(container)
  })
})
