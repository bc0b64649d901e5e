import { MOCK_PEOPLE } from '@h5/mock-backend'
import { describe, expect, it, vi } from 'vitest'
import { createIdentityState, IdentityError, IdentityErrorCode, loadUploadLimit, sendSmsCode, submitManualVerify, uploadPhotoToStore } from '..'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'

// Node's own File, FormData and fetch: what a browser sends (jsdom's File is not one Node's fetch can send).
const { makeApi, count, answer } = useMockBackend()

/** The first bytes of each format (its magic number), then filler: what a camera's file starts with. */
const HEADERS = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0))),
  // An iPhone's HEIC: an ftyp box of 24 bytes, major brand heic.
  heic: [0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...[...'mif1heic'].map((c) => c.charCodeAt(0))],
}
const photo = (header: readonly number[], size = 2048, name = 'card.jpg', type = 'image/jpeg') => {
  const bytes = new Uint8Array(size)
  bytes.set(header)
  return new File([bytes], name, { type })
}

/** A fetch that records where it posted and what, answering as the store does. */
function recordingFetch() {
  const posts: { url: string; form: FormData }[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    posts.push({ url: String(input), form: init?.body as FormData })
    return Promise.resolve(new Response(null, { status: 204 }))
  }
  return { posts, fetch }
}

/** Makes getPolicyToken answer the simulator's own policy, with its host replaced. */
async function policyWithHost(host: string) {
  const { api } = makeApi()
  const { data } = await api.getPolicyToken({ ...TOKENS, scene: 'realname' })
  answer('POST', '/v1/getPolicyToken', { body: { errno: 0, errmsg: '', data: { ...data.data, host } } })
}

describe('a browser upload for manual review', () => {
  it('uploads in a browser straight to the object store with the policy, file last, and submits the keys', async () => {
    const state = createIdentityState()
    const { api } = makeApi()
    const file = photo(HEADERS.jpeg)
    const storeFetch: typeof fetch = (input, init) => fetch(new URL(String(input), 'http://backend.test'), init)
    const uploaded = await uploadPhotoToStore(state, api, { tokens: TOKENS, file, fetch: storeFetch, uploadHosts: [] })
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
    const huge = photo(HEADERS.jpeg, 5 * 1024 * 1024 + 1, 'big.jpg')
    expect(await uploadPhotoToStore(state, api, { tokens: TOKENS, file: text, fetch, uploadHosts: [] })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FILE_REFUSED } })
    expect(count('POST', '/v1/getPolicyToken')).toBe(0)
    expect(await uploadPhotoToStore(state, api, { tokens: TOKENS, file: huge, fetch, uploadHosts: [] })).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FILE_REFUSED } })
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

describe('the file’s type comes from its bytes, not its name', () => {
  it.each([
    ['a web page named like a JPEG', new File(['<html><script>alert(1)</script></html>'], 'card.jpg', { type: 'image/jpeg' })],
    ['an SVG (it can carry script)', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'card.png', { type: 'image/png' })],
    ['a GIF', photo([...'GIF89a'].map((c) => c.charCodeAt(0)), 2048, 'card.png', 'image/png')],
    ['an AVIF (a generic HEIF brand, no HEIC brand)', photo([0, 0, 0, 0x14, ...[...'ftypavif'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...[...'mif1'].map((c) => c.charCodeAt(0))], 2048, 'card.heic', 'image/heic')],
    ['zeros named card.jpg', new File([new Uint8Array(2048)], 'card.jpg', { type: 'image/jpeg' })],
    ['an empty file', new File([], 'card.jpg', { type: 'image/jpeg' })],
  ])('refuses %s, asking nothing', async (_name, file) => {
    const { api } = makeApi()
    const { posts, fetch } = recordingFetch()
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file, fetch, uploadHosts: [] })
    expect(result).toMatchObject({ ok: false, error: { code: IdentityErrorCode.FILE_REFUSED } })
    expect(count('POST', '/v1/getPolicyToken')).toBe(0)
    expect(posts).toEqual([])
  })

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
    ['heic', 'heic', 'image/heic'],
  ] as const)('takes a %s whatever its name says, keyed and sent as one, never under the user’s file name', async (format, extension, mime) => {
    const { api } = makeApi()
    const { posts, fetch } = recordingFetch()
    const file = photo(HEADERS[format], 2048, '张三的身份证.txt', '')
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file, fetch, uploadHosts: [] })
    expect(result).toMatchObject({ ok: true, data: expect.stringMatching(new RegExp(`^realname/10001/[0-9a-f]{32}\\.${extension}$`)) })
    const sent = posts[0]!.form.get('file') as File
    expect(sent.type).toBe(mime)
    expect(sent.name).toBe(`${(result.ok ? result.data : '').split('/').at(-1)}`)
    expect(sent.size).toBe(2048)
  })

  it('a HEIC whose major brand is the generic mif1 passes when it lists a HEIC brand', async () => {
    const { api } = makeApi()
    const { fetch } = recordingFetch()
    const file = photo([0, 0, 0, 0x18, ...[...'ftypmif1'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0, ...[...'mif1heic'].map((c) => c.charCodeAt(0))])
    expect(await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file, fetch, uploadHosts: [] })).toMatchObject({ ok: true })
  })
})

describe('the object key', () => {
  it('is named by the cryptographic random source, not Math.random: unique even when Math.random repeats itself', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues')
    const { api } = makeApi()
    const { fetch } = recordingFetch()
    const keys = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.png), fetch, uploadHosts: [] })
      if (result.ok) keys.add(result.data)
    }
    expect(keys.size).toBe(3)
    expect(crypto).toHaveBeenCalledTimes(3)
    for (const key of keys) expect(key).toMatch(/^realname\/10001\/[0-9a-f]{32}\.png$/)
  })
})

describe('where the photo may go', () => {
  const ALLOWED = ['oss.example.com', '*.oss-cn-hangzhou.aliyuncs.com']

  it.each([
    ['an allowed host', 'https://oss.example.com/', 'https://oss.example.com/'],
    ['a subdomain of an allowed *. entry', 'https://h5-photos.oss-cn-hangzhou.aliyuncs.com', 'https://h5-photos.oss-cn-hangzhou.aliyuncs.com/'],
    ['an allowed host in capitals', 'HTTPS://OSS.EXAMPLE.COM/upload', 'https://oss.example.com/upload'],
    ['a path on the pages’ origin', '/v1/upload', '/v1/upload'],
  ])('posts to %s', async (_name, host, postedTo) => {
    await policyWithHost(host)
    const { api } = makeApi()
    const { posts, fetch } = recordingFetch()
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch, uploadHosts: ALLOWED })
    expect(result.ok).toBe(true)
    expect(posts.map((post) => post.url)).toEqual([postedTo])
  })

  it.each([
    ['http on an allowed host', 'http://oss.example.com/'],
    ['http on a subdomain of an allowed entry', 'http://h5-photos.oss-cn-hangzhou.aliyuncs.com/'],
    ['a host that is not on the list', 'https://collect.evil.com/'],
    ['the domain of a *. entry itself', 'https://oss-cn-hangzhou.aliyuncs.com/'],
    ['a host that only ends like an entry', 'https://evil-oss.example.com/'],
    ['an allowed host as userinfo of another', 'https://oss.example.com@evil.com/'],
    ['userinfo on an allowed host', 'https://user:pass@oss.example.com/'],
    ['a protocol-relative address', '//evil.com/upload'],
    ['a backslash path', '/\\evil.com/upload'],
    ['a blank before a protocol-relative address', ' //evil.com/upload'],
    ['no URL at all', 'oss.example.com'],
    ['another scheme', 'ftp://oss.example.com/'],
    ['an empty host', ''],
  ])('refuses %s, sending nothing', async (_name, host) => {
    await policyWithHost(host)
    const { api } = makeApi()
    const { posts, fetch } = recordingFetch()
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch, uploadHosts: ALLOWED })
    expect(result).toMatchObject({ ok: false, error: { code: IdentityErrorCode.UPLOAD_HOST_REFUSED, message: '上传地址不安全，照片未上传' } })
    expect(posts).toEqual([])
  })

  it('refuses every absolute host when the app allows none', async () => {
    await policyWithHost('https://oss.example.com/')
    const { api } = makeApi()
    const { posts, fetch } = recordingFetch()
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch, uploadHosts: [] })
    expect(result).toMatchObject({ ok: false, error: { code: IdentityErrorCode.UPLOAD_HOST_REFUSED } })
    expect(posts).toEqual([])
  })
})

describe('failures are results, never rejections', () => {
  it('a refused policy is an IdentityError in the result, with its errno', async () => {
    answer('POST', '/v1/getPolicyToken', { body: { errno: 8304006, errmsg: '登录已过期，请重新登录' } })
    const { api } = makeApi()
    const result = await uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch, uploadHosts: [] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(IdentityError)
    expect(result.error).toMatchObject({ code: IdentityErrorCode.SESSION_EXPIRED, errno: 8304006 })
  })

  it('a store that fails or cannot be reached is UPLOAD_FAILED', async () => {
    const { api } = makeApi()
    const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch: down, uploadHosts: [] })).resolves.toMatchObject({
      ok: false,
      error: { code: IdentityErrorCode.UPLOAD_FAILED },
    })
    const refusing: typeof fetch = () => Promise.resolve(new Response('<Error/>', { status: 403 }))
    await expect(uploadPhotoToStore(createIdentityState(), api, { tokens: TOKENS, file: photo(HEADERS.jpeg), fetch: refusing, uploadHosts: [] })).resolves.toMatchObject({
      ok: false,
      error: { code: IdentityErrorCode.UPLOAD_FAILED, errmsg: 'HTTP 403' },
    })
  })
})
