import { MOCK_PEOPLE, MOCK_PHONES, MOCK_USER } from '@h5/mock-backend'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { identityApi } from '../../platform/api/identityApi'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * /oauth/phone/newphone on the simulator (no generated answers): the proof of the bound number first (its code,
 * or a face check when it is lost), then each errno where the user looks, input kept.
 */
const faces: string[] = []
const { native } = setUpGeneratedAnswerPages({
  handlers: {
    getAppVersion: () => ({ version: '9.9.9' }),
    faceVerify: ({ certifyID }: { certifyID: string }) => (faces.push(certifyID), { certifyID, passed: true }),
  },
})

const phoneInput = () => screen.getByLabelText('手机号') as HTMLInputElement
const codeInput = () => screen.getByLabelText('验证码') as HTMLInputElement
const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

async function open() {
  const { default: Page } = await import('./NewPhonePage')
  visitPage('/oauth/phone/newphone', '/oauth/phone/newphone', Page)
}

/** The bound number proven by its code (the simulator's 123456). */
async function proveOwner() {
  expect(await screen.findByText('验证码将发送至138****8000')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
  await screen.findByText('验证码已发送至138****8000')
  fireEvent.change(codeInput(), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
  await screen.findByLabelText('手机号')
}

describe('the proof of the bound number', () => {
  it('comes first: no new number is asked for before it, and a wrong code keeps the user on it', async () => {
    await open()
    expect(await screen.findByText(/更换前请先验证当前绑定的手机号 138\*\*\*\*8000/)).toBeTruthy()
    expect(screen.queryByLabelText('手机号')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    await screen.findByText('验证码已发送至138****8000')
    fireEvent.change(codeInput(), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy()
    expect(codeInput().value).toBe('')
    expect(screen.queryByLabelText('手机号')).toBeNull()
  })

  it('offers a lost number the manual review, and the face check only to a verified user', async () => {
    await open()
    fireEvent.click(await screen.findByRole('button', { name: '原手机号无法接收验证码？' }))
    // The other ways load when the user asks for them (NewPhonePage.tsx).
    expect((await screen.findByRole('link', { name: /申请人工审核/ })).getAttribute('href')).toBe('/oauth/phone/mancheck')
    expect(screen.queryByRole('button', { name: /刷脸验证/ })).toBeNull()
  })

  it('takes a verified user’s face check after the separate consent, then the new number', async () => {
    await identityApi.startFaceVerify({ ...tokens, ...MOCK_PEOPLE.adult })
    await identityApi.getFaceVerifyResult({ ...tokens, certifyID: 'certify-1', sdkPassed: true })
    faces.length = 0
    await open()
    fireEvent.click(await screen.findByRole('button', { name: '原手机号无法接收验证码？' }))
    fireEvent.click(await screen.findByRole('button', { name: /刷脸验证/ }))
    // The face check's way loads when the user picks it (NewPhonePage.tsx).
    expect(await screen.findByText(/模拟人脸核验服务/)).toBeTruthy()
    expect(faces).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: '同意并继续' }))
    fireEvent.click(screen.getByRole('button', { name: '开始人脸识别' }))
    await screen.findByLabelText('手机号')
    expect(faces).toEqual(['certify-2'])
  })

  it('goes back a step on native’s back key, to the proof again', async () => {
    await open()
    await proveOwner()
    await act(() => native().callPage('onBackPressed'))
    await waitFor(() => expect(screen.queryByLabelText('手机号')).toBeNull())
    expect(screen.getByText(/更换前请先验证当前绑定的手机号/)).toBeTruthy()
  })
})

describe('the new number', () => {
  it('shows a wrong code under the code, clears only the code, and then changes the number', async () => {
    await open()
    await proveOwner()
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
    await proveOwner()
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
    await proveOwner()
    fireEvent.click(screen.getByRole('button', { name: /国家或地区/ }))
    fireEvent.click(await screen.findByText('中国香港 +852'))
    expect(screen.getByRole('button', { name: '国家或地区：中国香港 +852' })).toBeTruthy()
    fireEvent.change(phoneInput(), { target: { value: '91234567' } })
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText(/验证码已发送至912\*+4567/)).toBeTruthy()
  })
})
