import { MOCK_PEOPLE } from '@h5/mock-backend'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * /oauth/v2/manual in the app on the simulator: the consent to the photos, the three steps and native's back
 * key, each photo beside an example and, once uploaded, its thumbnail.
 */
let picked = 0
const { native } = setUpGeneratedAnswerPages({
  handlers: {
    getAppVersion: () => ({ version: '9.9.9' }),
    uploadPhotos: () => ({ urls: [`https://cdn.example.com/dev/upload/${(picked += 1)}.jpg`] }),
  },
})

async function open() {
  const { default: Page } = await import('./ManualPage')
  return visitPage('/oauth/v2/manual', '/oauth/v2/manual', Page)
}

async function agree() {
  fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }))
}

function fillInfo() {
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: MOCK_PEOPLE.adult.realName } })
  fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: MOCK_PEOPLE.adult.idNumber } })
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
}

const step = () => screen.getByRole('list', { name: '认证步骤' }).querySelector('[aria-current="step"]')?.textContent ?? ''

describe('/oauth/v2/manual', () => {
  it('asks the separate consent to the photos first: who reviews them and how long they are kept', async () => {
    await open()
    await screen.findByRole('heading', { name: '人工认证需要你的证件照片' })
    expect(screen.getByText('由本平台的审核人员处理，不向其他第三方提供。')).toBeTruthy()
    expect(screen.getByText(/证件照片在审核结束后保存30天，到期删除/)).toBeTruthy()
    expect(screen.queryByLabelText('姓名')).toBeNull()
  })

  it('shows an example beside each photo, then the uploaded photo’s thumbnail', async () => {
    picked = 0
    await open()
    await agree()
    fillInfo()
    for (const kind of ['证件正面示例', '证件反面示例', '手持证件照示例']) expect(screen.getByRole('img', { name: new RegExp(kind) })).toBeTruthy()
    expect(screen.queryAllByRole('img', { name: '' })).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: /^证件正面（照片面），去上传/ }))
    const front = await screen.findByRole('button', { name: /^证件正面（照片面），已上传/ })
    expect(front.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/dev/upload/1.jpg')
  })

  it('goes back a step on native’s back key, keeping the photos, and asks before leaving the first step with input', async () => {
    await open()
    await agree()
    fillInfo()
    for (const side of ['证件正面（照片面）', '证件反面', '手持证件照']) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${side}，去上传`) }))
      await screen.findByRole('button', { name: new RegExp(`^${side}，已上传`) })
    }
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await screen.findByRole('button', { name: '获取验证码' })
    expect(step()).toMatch(/验证手机/)

    await act(() => native().callPage('onBackPressed'))
    await waitFor(() => expect(step()).toMatch(/上传照片/))
    expect(screen.getAllByRole('button', { name: /已上传/ })).toHaveLength(3)

    await act(() => native().callPage('onBackPressed'))
    await waitFor(() => expect(step()).toMatch(/填写信息/))
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe(MOCK_PEOPLE.adult.realName)

    await act(() => native().callPage('onBackPressed'))
    expect(await screen.findByRole('dialog', { name: '确定离开吗？' })).toBeTruthy()
    expect(native().calls.some((call) => call.op === 'back')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: '离开' }))
    await waitFor(() => expect(native().calls.some((call) => call.op === 'back')).toBe(true))
  })
})
