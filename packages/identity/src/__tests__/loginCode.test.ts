import { MOCK_CAPTCHA } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { createIdentityState, IdentityErrorCode, loginByPhone, sendLoginCode } from '..'

const { makeApi, count, answer } = useMockBackend()

const imageNumber = `${MOCK_CAPTCHA.imagePrefix}00001111`
const slideNumber = `${MOCK_CAPTCHA.slidePrefix}00001111`

describe('the web login’s code', () => {
  it('answers the picture captcha the risk check asks for, sends nothing, then sends with the answer', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const asked = await sendLoginCode(state, api, { countryCode: '+86', phone: imageNumber })
    expect(asked).toMatchObject({ ok: true, data: { wrong: false, captcha: { kind: 'image', captchaID: 'captcha-1', answerLength: 4, image: expect.stringMatching(/^data:image\//) } } })
    const wrong = await sendLoginCode(state, api, { countryCode: '+86', phone: imageNumber, captcha: { captchaID: 'captcha-1', answer: 'XXXX' } })
    expect(wrong).toMatchObject({ ok: true, data: { wrong: true, captcha: { kind: 'image', captchaID: 'captcha-2' } } })
    const sent = await sendLoginCode(state, api, { countryCode: '+86', phone: imageNumber, captcha: { captchaID: 'captcha-2', answer: MOCK_CAPTCHA.text } })
    expect(sent).toMatchObject({ ok: true, data: { sent: { resendAfterSeconds: 60, maskedPhone: '170****1111' } } })
    expect(await loginByPhone(state, api, { countryCode: '+86', phone: imageNumber, smsCode: '123456' })).toMatchObject({ ok: true })
  })

  it('answers the slide captcha with its sizes, and takes the piece dropped in place', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const asked = await sendLoginCode(state, api, { countryCode: '+86', phone: slideNumber })
    expect(asked).toMatchObject({ ok: true, data: { captcha: { kind: 'slide', width: 300, height: 160, pieceWidth: 48, pieceY: 56 } } })
    const sent = await sendLoginCode(state, api, { countryCode: '+86', phone: slideNumber, captcha: { captchaID: 'captcha-1', answer: String(MOCK_CAPTCHA.slideX - 4) } })
    expect(sent).toMatchObject({ ok: true, data: { sent: { maskedPhone: '171****1111' } } })
  })

  it('sends a voice code, which shares the number’s wait', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await sendLoginCode(state, api, { countryCode: '+86', phone: '13700137001', channel: 'voice' })).toMatchObject({ ok: true, data: { sent: { resendAfterSeconds: 60 } } })
    expect(await sendLoginCode(state, api, { countryCode: '+86', phone: '13700137001' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_TOO_OFTEN } })
  })

  it('fails as the errno does when the challenge cannot be drawn, and refuses a bad number before sending', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    answer('POST', '/v1/login/sms', { body: { errno: 8361009, errmsg: '请完成安全验证', data: { captchaID: 'c', kind: 'image', image: 'javascript:alert(1)', answerLength: 4 } } })
    expect(await sendLoginCode(state, api, { countryCode: '+86', phone: '13700137002' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.CAPTCHA_REQUIRED, errno: 8361009 } })
    expect(await sendLoginCode(state, api, { countryCode: '+86', phone: '1370013700' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT } })
    expect(count('POST', '/v1/login/sms')).toBe(1)
  })
})
