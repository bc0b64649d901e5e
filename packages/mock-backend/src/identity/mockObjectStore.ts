import { http, HttpResponse, type HttpHandler } from 'msw'
import type { IdentityWorld } from './identityWorld.ts'
import { decodePolicy, MOCK_ACCESS_ID, MOCK_OBJECT_STORE, MOCK_SIGNATURE } from './mockPolicy.ts'

/** An object-store refusal: an XML error body like the real PostObject, with its HTTP status. */
const refuse = (status: number, code: string) =>
  new HttpResponse(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`, {
    status,
    headers: { 'Content-Type': 'application/xml' },
  })

/**
 * The simulated object store (dev and preview only; never in a production build): a PostObject form upload
 * checked as the real store checks it. The fields `key`, `policy`, `OSSAccessKeyId`, `signature` come before
 * `file` (the last field); the policy must be unexpired, signed by getPolicyToken, the key under its
 * directory and the file within its size range. Answers 204 and keeps the key (`world.objects`).
 */
export function createObjectStoreHandler(options: { now: () => number; world: () => IdentityWorld }): HttpHandler {
  return http.post(`*${MOCK_OBJECT_STORE}`, async ({ request }) => {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return refuse(400, 'InvalidArgument')
    }
    const names = [...form.keys()]
    if (names.at(-1) !== 'file') return refuse(400, 'InvalidArgument')
    const key = form.get('key')
    const policy = form.get('policy')
    const file = form.get('file')
    if (form.get('OSSAccessKeyId') !== MOCK_ACCESS_ID || form.get('signature') !== MOCK_SIGNATURE) return refuse(403, 'SignatureDoesNotMatch')
    const document = typeof policy === 'string' ? decodePolicy(policy) : null
    if (!document || typeof key !== 'string' || !(file instanceof Blob)) return refuse(400, 'InvalidPolicyDocument')
    if (Date.parse(document.expiration) < options.now()) return refuse(403, 'AccessDenied')
    for (const condition of document.conditions) {
      if (condition[0] === 'content-length-range' && (file.size < condition[1] || file.size > condition[2])) return refuse(400, 'EntityTooLarge')
      if (condition[0] === 'starts-with' && !key.startsWith(condition[2])) return refuse(403, 'AccessDenied')
    }
    options.world().objects.add(key)
    return new HttpResponse(null, { status: 204 })
  })
}
