import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

const { server } = setUpGeneratedAnswerPages()

it('shows the failed status request with 重试 instead of its loader for good', async () => {
  server.use(answerHandler('getRealNameStatus', { errno: 500, errmsg: '服务器开小差了' }))
  const { default: Page } = await import('./ResultPage')
  visitPage('/oauth/v2/result?from=cash', '/oauth/v2/result', Page)
  await settled('正在获取认证结果…')
  expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy()
})
