import { MOCK_PHONES } from '@h5/mock-backend'
import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/** /oauth/phone/newphone on the simulator (no generated answers): each errno where the user looks, input kept. */
setUpGeneratedAnswerPages()

const phoneInput = () => screen.getByLabelText('手机号') as HTMLInputElement
const codeInput = () => screen.getByLabelText('验证码') as HTMLInputElement

async function open() {
  const { default: Page } = await import('./NewPhonePage')
  visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
}

it('shows a wrong code under the code, clears only the code, and then changes the number', async () => {
  await open()
  fireEvent.change(phoneInput(), { target: { value: '139 0013 9000' } })
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  expect(await screen.findByText('验证码已发送至139****9000，今日还可发送9次')).toBeTruthy()
  fireEvent.change(codeInput(), { target: { value: '000000' } })
  fireEvent.click(screen.getByRole('button', { name: '确认更换' }))
  expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy()
  expect(codeInput().value).toBe('')
  expect(phoneInput().value).toBe('13900139000')
  fireEvent.change(codeInput(), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: '确认更换' }))
  expect(await screen.findByText('已绑定新手机号 139****9000，下次登录请使用新手机号')).toBeTruthy()
})

it('shows a number bound to another account under the number, and refuses a number that is not a mobile before sending', async () => {
  await open()
  fireEvent.change(phoneInput(), { target: { value: '12800138000' } })
  expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: '确认更换' }))
  expect(await screen.findByText('请输入正确的手机号')).toBeTruthy()
  fireEvent.change(phoneInput(), { target: { value: MOCK_PHONES.boundElsewhere } })
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  expect(await screen.findByText('该手机号已绑定其他账号')).toBeTruthy()
  expect(phoneInput().value).toBe(MOCK_PHONES.boundElsewhere)
})

it('takes another region from the picker', async () => {
  await open()
  fireEvent.click(screen.getByRole('button', { name: /国家或地区/ }))
  fireEvent.click(await screen.findByText('中国香港 +852'))
  expect(screen.getByRole('button', { name: '国家或地区：中国香港 +852' })).toBeTruthy()
  fireEvent.change(phoneInput(), { target: { value: '91234567' } })
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  expect(await screen.findByText(/验证码已发送至912\*+4567/)).toBeTruthy()
})
