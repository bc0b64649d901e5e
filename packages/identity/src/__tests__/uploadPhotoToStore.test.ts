import { MOCK_PEOPLE } from '@h5/mock-backend'
import { describe, expect, it } from 'vitest'
import { createIdentityState, IdentityErrorCode, loadUploadLimit, sendSmsCode, submitManualVerify, uploadPhotoToStore } from '..'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'

// Node's own File, FormData and fetch: what a browser sends (jsdom's File is not one Node's fetch can send).
const { makeApi, count, answer } = useMockBackend()

describe('a browser upload for manual review', () => {
  it('uploads in a browser straight to the object store with the policy, file last, and submits the keys', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const file = new File([new Uint8Array(2048)], 'card.jpg', { type: 'image/jpeg' })
    const storeFetch: typeof fetch = (input, init) => fetch(new URL(String(input), 'http://backend.test'), init)
    const uploaded = await uploadPhotoToStore(state, api, { tokens: TOKENS, file, fetch: storeFetch })
    if (!uploaded.ok) throw uploaded.error
    expect(uploaded).toMatchObject({ ok: true, data: expect.stringMatching(/^realname\/10001\/[a-z0-9]+\.jpg$/) })
    expect(count('POST', '/v1/mock-oss')).toBe(1)
    const key = uploaded.ok ? uploaded.data : ''
    await sendSmsCode(state, api, { scene: 'realname', tokens: TOKENS })
    const result = await submitManualVerify(state, api, {
      tokens: TOKENS,
      ...MOCK_PEOPLE.adult,
      docType: 'idCard',
      docNumber: MOCK_PEOPLE.adult.idNumber,
      photos: { front: key, back: key, handheld: key },
      smsCode: '123456',
    })
    expect(result.ok).toBe(true)
  })

  it('checks type and size before asking for a policy or uploading', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const text = new File(['x'], 'a.txt', { type: 'text/plain' })
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    expect(await uploadPhotoToStore(state, api, { tokens: TOKENS, file: text, fetch })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FILE_REFUSED } })
    expect(count('POST', '/v1/getPolicyToken')).toBe(0)
    expect(await uploadPhotoToStore(state, api, { tokens: TOKENS, file: huge, fetch })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FILE_REFUSED } })
    expect(count('POST', '/v1/mock-oss')).toBe(0)
  })
})

describe("the upload limit a browser's tiles check before sending", () => {
  it("is the realname policy's content-length-range, in bytes, into state.uploadLimit", async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    expect(await loadUploadLimit(state, api, TOKENS)).toEqual({ ok: true, data: 5 * 1024 * 1024 })
    expect(state.uploadLimit).toBe(5 * 1024 * 1024)
    expect(state.status.uploadLimit).toBe('done')
  })

  it("is the errno table's error when the server refuses the policy, and no limit", async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const expired = await loadUploadLimit(state, api, { ...TOKENS, accessToken: 'expired-token' })
    expect(expired).toMatchObject({ ok: false, error: { code: IdentityErrorCode.SESSION_EXPIRED, errno: 8304006 } })
    expect(state.uploadLimit).toBeNull()
    expect(state.errors.uploadLimit).toMatchObject({ code: IdentityErrorCode.SESSION_EXPIRED })
  })

  it('is null when the policy names no range (the store still checks)', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const policy = btoa(JSON.stringify({ conditions: [['starts-with', '$key', 'realname/']] }))
    answer('POST', '/v1/getPolicyToken', { body: { errno: 0, errmsg: '', data: { accessId: 'a', host: '/v1/mock-oss', policy, signature: 's', dir: 'realname/', expire: 1 } } })
    expect(await loadUploadLimit(state, api, TOKENS)).toEqual({ ok: true, data: null })
  })
})
