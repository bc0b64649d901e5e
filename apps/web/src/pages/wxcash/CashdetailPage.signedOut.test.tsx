import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

// Native has nobody signed in (userID 0): the session service finds no tokens.
setUpGeneratedAnswerPages({ handlers: { getCurrentUserInfo: () => ({ userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' }) } })

it('asks to sign in, with 重试, instead of loading the detail for good', async () => {
  const { default: Page } = await import('./CashdetailPage')
  visitPage('/wxcash/cashdetail?id=w_1', '/wxcash/cashdetail', Page)
  expect(await screen.findByText('请先登录后再查看提现详情')).toBeTruthy()
  expect(screen.queryByText('正在加载提现详情…')).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: '重试' }))
  expect(await screen.findByText('请先登录后再查看提现详情')).toBeTruthy()
})
