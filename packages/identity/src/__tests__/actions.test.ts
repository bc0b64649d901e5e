import { MOCK_PEOPLE, MOCK_PHONES } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import {
  canCancel,
  changePhone,
  createIdentityState,
  IdentityErrorCode,
  loadCancellationCheck,
  loadCountryCodes,
  loadStatus,
  loadPhoneReview,
  loginByPhone,
  provePhoneOwnerByCode,
  sendLoginCode,
  submitPhoneReview,
  pickPhotoInApp,
  runFaceCheck,
  sendSmsCode,
  startFaceVerify,
  submitCancellation,
  submitManualVerify,
  withdrawCancellation,
} from '..'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'
import { nativeWith, passingFace } from './nativeWith'

const { makeApi, count, backend } = useMockBackend()

describe('the quick path', () => {
  it('issues a ticket, runs the face check and ends verified, with the status masked', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const ticket = await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })
    expect(ticket).toEqual({ ok: true, data: { certifyID: 'certify-1', expireAt: expect.any(Number) } })
    const result = await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: 'certify-1' })
    expect(result.ok).toBe(true)
    expect(state.realName).toMatchObject({ status: 'verified', maskedName: '张*', maskedIdNumber: '1101**********1239', minor: false, canStream: true })
    expect(JSON.stringify(state)).not.toContain(MOCK_PEOPLE.adult.idNumber)
  })

  it('marks a minor of 16 or 17: verified, minor, may stream', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.minor })
    await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: 'certify-1' })
    expect(state.realName).toMatchObject({ status: 'verified', minor: true, canStream: true })
  })

  it('refuses an invalid number before anything is sent', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const result = await startFaceVerify(state, api, { tokens: TOKENS, realName: '张三', idNumber: '110105491231002' })
    expect(result).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '不支持15位旧身份证号，请输入18位证件号码' } })
    expect(count('POST', '/v1/realname/certify')).toBe(0)
  })

  it('sends one request for a double tap', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const [first, second] = await Promise.all([
      startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult }),
      startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult }),
    ])
    expect(first).toEqual(second)
    expect(count('POST', '/v1/realname/certify')).toBe(1)
  })

  it('names the mismatch, the used number and the exhausted attempts', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const mismatch = await startFaceVerify(state, api, { tokens: TOKENS, realName: '张四', idNumber: MOCK_PEOPLE.adult.idNumber })
    expect(mismatch).toMatchObject({ ok: false, error: { code: IdentityErrorCode.NAME_ID_MISMATCH, errno: 8360001 } })
    const used = await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.usedElsewhere })
    expect(used).toMatchObject({ ok: false, error: { code: IdentityErrorCode.ID_USED } })
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.faceMismatch })
      await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: `certify-${attempt}` })
    }
    const exhausted = await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })
    expect(exhausted).toMatchObject({ ok: false, error: { code: IdentityErrorCode.ATTEMPTS_EXHAUSTED } })
    expect(state.errors.certify?.code).toBe(IdentityErrorCode.ATTEMPTS_EXHAUSTED)
  })

  it('counts an attempt when the face check runs, not when a ticket is issued', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    for (let ticket = 0; ticket < 4; ticket += 1) expect((await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })).ok).toBe(true)
    await loadStatus(state, api, TOKENS)
    expect(state.realName?.limits.quickAttemptsLeft).toBe(3)
    await runFaceCheck(state, { api, bridge: nativeWith({ faceVerify: ({ certifyID }) => ({ certifyID, passed: false }) }) }, { tokens: TOKENS, certifyID: 'certify-4' })
    await loadStatus(state, api, TOKENS)
    expect(state.realName?.limits.quickAttemptsLeft).toBe(2)
  })

  it('fails the face check when native says so, when the server says so, and when the user closes it', async () => {
    const { api } = makeApi()
    let state = createIdentityState()
    await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })
    const nativeFailed = await runFaceCheck(state, { api, bridge: nativeWith({ faceVerify: ({ certifyID }) => ({ certifyID, passed: false }) }) }, {
      tokens: TOKENS,
      certifyID: 'certify-1',
    })
    expect(nativeFailed).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FACE_FAILED } })
    // The server hears of the check that ran (it counts the attempt); native's failure fails it there.
    expect(count('POST', '/v1/realname/certify/result')).toBe(1)

    state = createIdentityState()
    await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.faceMismatch })
    const serverFailed = await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: 'certify-2' })
    expect(serverFailed).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FACE_FAILED, errno: 8360004 } })

    const closed = await runFaceCheck(state, { api, bridge: nativeWith({ faceVerify: () => ({ errcode: 4002, errmsg: '用户已取消' }) }) }, {
      tokens: TOKENS,
      certifyID: 'certify-2',
    })
    expect(closed).toMatchObject({ ok: false, error: { code: IdentityErrorCode.CANCELLED, errcode: 4002 } })
    expect(count('POST', '/v1/realname/certify/result')).toBe(2)
  })
})

describe('manual review', () => {
  const photos = { front: null, back: null, handheld: null }

  it('uploads in the app through uploadPhotos, checks the code and ends under review', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const bridge = nativeWith({ uploadPhotos: () => ({ urls: ['https://cdn.example.com/dev/upload/1.jpg'] }) })
    const picked = await pickPhotoInApp(state, bridge)
    expect(picked).toEqual({ ok: true, data: 'https://cdn.example.com/dev/upload/1.jpg' })
    const url = picked.ok ? picked.data : ''
    expect(await sendSmsCode(state, api, { scene: 'realname', tokens: TOKENS })).toMatchObject({ ok: true, data: { resendAfterSeconds: 60, maskedPhone: '138****8000' } })
    const input = { tokens: TOKENS, realName: 'JOHN·SMITH', docType: 'passport' as const, docNumber: 'e12345678', photos: { front: url, back: url, handheld: url } }
    expect(await submitManualVerify(state, api, { ...input, smsCode: '000000' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_WRONG } })
    const result = await submitManualVerify(state, api, { ...input, smsCode: '123456' })
    expect(result.ok).toBe(true)
    expect(state.realName).toMatchObject({ status: 'reviewing', method: 'manual', reviewDays: 3 })
  })

  it('refuses a submission without all three photos before sending it', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const result = await submitManualVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult, docType: 'idCard', docNumber: MOCK_PEOPLE.adult.idNumber, photos, smsCode: '123456' })
    expect(result).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '请上传证件正面、反面和手持证件照' } })
    expect(count('POST', '/v1/realname/manual')).toBe(0)
  })
})

describe('account cancellation', () => {
  it('lists the conditions, refuses while the balance is kept, and cancels once it is given up', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const check = await loadCancellationCheck(state, api, TOKENS)
    expect(check.ok && check.data.coolingOffDays).toBe(15)
    expect(canCancel(state.cancellation!, false)).toBe(false)
    expect(canCancel(state.cancellation!, true)).toBe(true)
    await sendSmsCode(state, api, { scene: 'cancellation', tokens: TOKENS })
    expect(await submitCancellation(state, api, { tokens: TOKENS, smsCode: '123456', waiveBalances: false })).toMatchObject({
      ok: false,
      error: { code: IdentityErrorCode.CANCELLATION_BLOCKED },
    })
    const [done, again] = await Promise.all([
      submitCancellation(state, api, { tokens: TOKENS, smsCode: '123456', waiveBalances: true }),
      submitCancellation(state, api, { tokens: TOKENS, smsCode: '123456', waiveBalances: true }),
    ])
    expect(done).toEqual(again)
    expect(count('POST', '/v1/account/cancellation/submit')).toBe(2)
    expect(done).toMatchObject({ ok: true, data: { coolingOffDays: 15, effectiveAt: backend.state.now() + 15 * 24 * 3600_000 } })
    await loadStatus(state, api, TOKENS)
    expect((await loadCancellationCheck(state, api, TOKENS)).ok && state.cancellation?.pending).toBeTruthy()
  })

  it('says what would be given up and where the code goes, and withdraws a cancellation in its cooling-off period', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await loadCancellationCheck(state, api, TOKENS)
    expect(state.cancellation).toMatchObject({ balances: { balanceFen: 8888, diamonds: 100_000 }, maskedPhone: '138****8000' })
    await sendSmsCode(state, api, { scene: 'cancellation', tokens: TOKENS })
    await submitCancellation(state, api, { tokens: TOKENS, smsCode: '123456', waiveBalances: true })
    await loadCancellationCheck(state, api, TOKENS)
    expect(state.cancellation?.pending).toEqual({ effectiveAt: expect.any(Number), daysLeft: 15 })
    const [withdrawn, again] = await Promise.all([withdrawCancellation(state, api, { tokens: TOKENS }), withdrawCancellation(state, api, { tokens: TOKENS })])
    expect(withdrawn).toEqual(again)
    expect(count('POST', '/v1/account/cancellation/withdraw')).toBe(1)
    expect(withdrawn.ok && withdrawn.data.pending).toBeUndefined()
    expect(state.cancellation?.pending).toBeUndefined()
  })
})

describe('phone change', () => {
  const NEW_PHONE = '13900139000'

  /** The proof of the bound number every change of it needs: a code sent to it. */
  async function proveOwner(state: ReturnType<typeof createIdentityState>, api: Parameters<typeof changePhone>[1]) {
    await sendSmsCode(state, api, { scene: 'phoneOwner', tokens: TOKENS })
    const proof = await provePhoneOwnerByCode(state, api, { tokens: TOKENS, smsCode: '123456' })
    if (!proof.ok) throw proof.error
    return proof.data.proofTicket
  }

  it('sends a code to the new number, binds it, and the status then answers it masked', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await loadStatus(state, api, TOKENS)
    const sent = await sendSmsCode(state, api, { scene: 'phoneChange', tokens: TOKENS, countryCode: '+86', phone: NEW_PHONE })
    expect(sent).toMatchObject({ ok: true, data: { resendAfterSeconds: 60, maskedPhone: '139****9000' } })
    const proofTicket = await proveOwner(state, api)
    const changed = await changePhone(state, api, { tokens: TOKENS, countryCode: '+86', phone: NEW_PHONE, smsCode: '123456', proofTicket })
    expect(changed).toEqual({ ok: true, data: { maskedPhone: '139****9000' } })
    expect(state.realName?.maskedPhone).toBe('139****9000')
    await loadStatus(state, api, TOKENS)
    expect(state.realName?.maskedPhone).toBe('139****9000')
  })

  it('names a wrong code, a code never sent, sending too often and a number bound elsewhere', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const input = { tokens: TOKENS, countryCode: '+86', phone: NEW_PHONE }
    expect(await changePhone(state, api, { ...input, smsCode: '123456' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.PHONE_PROOF_INVALID, errno: 8361007 } })
    const proofTicket = await proveOwner(state, api)
    expect(await changePhone(state, api, { ...input, smsCode: '123456', proofTicket })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_EXPIRED, message: '验证码已失效，请重新获取' } })
    await sendSmsCode(state, api, { scene: 'phoneChange', ...input })
    expect(await sendSmsCode(state, api, { scene: 'phoneChange', ...input })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_TOO_OFTEN } })
    expect(await changePhone(state, api, { ...input, smsCode: '000000', proofTicket })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_WRONG } })
    expect(await sendSmsCode(state, api, { scene: 'phoneChange', ...input, phone: MOCK_PHONES.boundElsewhere })).toMatchObject({
      ok: false,
      error: { code: IdentityErrorCode.PHONE_BOUND, message: '该手机号已绑定其他账号' },
    })
  })

  it('takes another region\'s number and refuses a bad number or code before sending', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await sendSmsCode(state, api, { scene: 'phoneChange', tokens: TOKENS, countryCode: '+852', phone: '91234567' })
    const proofTicket = await proveOwner(state, api)
    expect(await changePhone(state, api, { tokens: TOKENS, countryCode: '+852', phone: '91234567', smsCode: '123456', proofTicket })).toEqual({ ok: true, data: { maskedPhone: '912****4567' } })
    expect(await changePhone(state, api, { tokens: TOKENS, countryCode: '+86', phone: '12800138000', smsCode: '123456' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '请输入正确的手机号' } })
    expect(await changePhone(state, api, { tokens: TOKENS, countryCode: '+86', phone: NEW_PHONE, smsCode: '12345' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '请输入6位验证码' } })
    expect(count('POST', '/v1/phone/change')).toBe(1)
  })
})

describe('the web login', () => {
  it('answers the tokens for a phone and its code, once for a double tap, and keeps none in the state', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await sendLoginCode(state, api, { countryCode: '+86', phone: '13700137000' })).toMatchObject({ ok: true, data: { sent: { maskedPhone: '137****7000' } } })
    const input = { countryCode: '+86', phone: '13700137000', smsCode: '123456' }
    const [login, again] = await Promise.all([loginByPhone(state, api, input), loginByPhone(state, api, input)])
    expect(login).toEqual(again)
    expect(count('POST', '/v1/login/phone')).toBe(1)
    expect(login).toMatchObject({ ok: true, data: { accessToken: TOKENS.accessToken, openID: TOKENS.openID, cancellationWithdrawn: false } })
    expect(JSON.stringify(state)).not.toContain(TOKENS.accessToken)
  })

  it('names a wrong code and refuses a bad number before sending', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await sendLoginCode(state, api, { countryCode: '+86', phone: '13700137000' })
    expect(await loginByPhone(state, api, { countryCode: '+86', phone: '13700137000', smsCode: '654321' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_WRONG } })
    expect(await loginByPhone(state, api, { countryCode: '+86', phone: '1370013700', smsCode: '123456' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT } })
    expect(count('POST', '/v1/login/phone')).toBe(1)
  })
})

describe('the dialling codes', () => {
  it('lists them, mainland China first', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const codes = await loadCountryCodes(state, api)
    expect(codes.ok && codes.data[0]).toEqual({ name: '中国大陆', code: '+86', iso: 'CN' })
    expect(codes.ok && codes.data.map((country) => country.code)).toContain('+852')
  })
})

describe('the manual review for a lost number', () => {
  const input = { tokens: TOKENS, idPhoto: 'https://cdn.example.com/dev/upload/1.jpg', reason: '原手机号已停用，无法接收验证码', countryCode: '+86', phone: '13912340000', smsCode: '123456' }

  it('is none, then under review with the new number masked; a second one is refused', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await loadPhoneReview(state, api, TOKENS)).toEqual({ ok: true, data: { status: 'none', reviewDays: 3 } })
    await sendSmsCode(state, api, { scene: 'phoneChange', tokens: TOKENS, countryCode: '+86', phone: input.phone })
    const sent = await submitPhoneReview(state, api, input)
    expect(sent).toMatchObject({ ok: true, data: { status: 'reviewing', maskedPhone: '139****0000', reviewDays: 3 } })
    expect(state.phoneReview?.status).toBe('reviewing')
    expect(JSON.stringify(state)).not.toContain(input.phone)
    expect(await submitPhoneReview(state, api, input)).toMatchObject({ ok: false, error: { code: IdentityErrorCode.PHONE_REVIEW_PENDING, message: '你的人工审核申请正在处理，请耐心等待' } })
  })

  it('checks the photo, the reason, the number and the code before sending', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await submitPhoneReview(state, api, { ...input, idPhoto: null })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '请上传证件照片' } })
    expect(await submitPhoneReview(state, api, { ...input, reason: ' 丢了 ' })).toMatchObject({ ok: false, error: { message: '请填写申请原因（至少5个字）' } })
    expect(await submitPhoneReview(state, api, { ...input, reason: '字'.repeat(201) })).toMatchObject({ ok: false, error: { message: '申请原因不能超过200个字' } })
    expect(await submitPhoneReview(state, api, { ...input, phone: '1391234' })).toMatchObject({ ok: false, error: { message: '请输入正确的手机号' } })
    expect(count('POST', '/v1/phone/review')).toBe(0)
  })

  it('names a photo that is not the user’s and a wrong code', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await sendSmsCode(state, api, { scene: 'phoneChange', tokens: TOKENS, countryCode: '+86', phone: input.phone })
    expect(await submitPhoneReview(state, api, { ...input, idPhoto: 'https://evil.example/1.jpg' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.PHOTO_INVALID } })
    expect(await submitPhoneReview(state, api, { ...input, smsCode: '000000' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_WRONG } })
  })
})
