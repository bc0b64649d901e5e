import { MOCK_PEOPLE } from '@h5/mock-backend'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { changePhone, createIdentityState, IdentityErrorCode, loadStatus, provePhoneOwnerByCode, provePhoneOwnerByFace, runFaceCheck, sendSmsCode, startFaceVerify } from '..'
import { nativeWith, passingFace } from './nativeWith'

const { makeApi, count } = useMockBackend()

const NEW_NUMBER = { countryCode: '+86', phone: '13900139001' }

describe('the proof of the bound number before a phone change', () => {
  it('takes the code sent to the bound phone, once for a double tap, and the change then goes through', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await sendSmsCode(state, api, { scene: 'phoneOwner', tokens: TOKENS })).toMatchObject({ ok: true, data: { maskedPhone: '138****8000' } })
    const [proof, again] = await Promise.all([
      provePhoneOwnerByCode(state, api, { tokens: TOKENS, smsCode: '123456' }),
      provePhoneOwnerByCode(state, api, { tokens: TOKENS, smsCode: '123456' }),
    ])
    expect(proof).toEqual(again)
    expect(count('POST', '/v1/phone/owner/proof')).toBe(1)
    if (!proof.ok) throw proof.error
    await sendSmsCode(state, api, { scene: 'phoneChange', tokens: TOKENS, ...NEW_NUMBER })
    const changed = await changePhone(state, api, { tokens: TOKENS, ...NEW_NUMBER, smsCode: '123456', proofTicket: proof.data.proofTicket })
    expect(changed).toEqual({ ok: true, data: { maskedPhone: '139****9001' } })
  })

  it('names a wrong code and refuses a malformed one before sending', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await sendSmsCode(state, api, { scene: 'phoneOwner', tokens: TOKENS })
    expect(await provePhoneOwnerByCode(state, api, { tokens: TOKENS, smsCode: '000000' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SMS_CODE_WRONG } })
    expect(await provePhoneOwnerByCode(state, api, { tokens: TOKENS, smsCode: '12' })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.INVALID_INPUT, message: '请输入6位验证码' } })
    expect(count('POST', '/v1/phone/owner/proof')).toBe(1)
  })

  it('takes a face check of a verified user, which uses one of the day’s checks', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })
    await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: 'certify-1' })
    const calls: string[] = []
    const proof = await provePhoneOwnerByFace(state, { api, bridge: nativeWith({ faceVerify: ({ certifyID }) => (calls.push(certifyID), { certifyID, passed: true }) }) }, { tokens: TOKENS })
    expect(proof).toMatchObject({ ok: true, data: { proofTicket: expect.any(String) } })
    expect(calls).toEqual(['certify-2'])
    await loadStatus(state, api, TOKENS)
    expect(state.realName?.limits.quickAttemptsLeft).toBe(1)
  })

  it('sends a user not verified to manual review, and fails a check native failed or the user closed', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const unverified = await provePhoneOwnerByFace(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS })
    expect(unverified).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FACE_NEEDS_VERIFIED, errno: 8361008 } })
    await startFaceVerify(state, api, { tokens: TOKENS, ...MOCK_PEOPLE.adult })
    await runFaceCheck(state, { api, bridge: nativeWith(passingFace) }, { tokens: TOKENS, certifyID: 'certify-1' })
    const failed = await provePhoneOwnerByFace(state, { api, bridge: nativeWith({ faceVerify: ({ certifyID }) => ({ certifyID, passed: false }) }) }, { tokens: TOKENS })
    expect(failed).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FACE_FAILED } })
    const closed = await provePhoneOwnerByFace(state, { api, bridge: nativeWith({ faceVerify: () => ({ errcode: 4002, errmsg: '用户已取消' }) }) }, { tokens: TOKENS })
    expect(closed).toMatchObject({ ok: false, error: { code: IdentityErrorCode.CANCELLED } })
  })
})
