/** The simulated object store's address: under /v1 so the preview server's simulator middleware serves it. */
export const MOCK_OBJECT_STORE = '/v1/mock-oss'
export const MOCK_ACCESS_ID = 'mock-access-id'
export const MOCK_SIGNATURE = 'mock-signature'

/** The largest upload each scene's policy allows, in bytes. */
export const MAX_UPLOAD_BYTES: Readonly<Record<string, number>> = {
  avatar: 2 * 1024 * 1024,
  photo: 5 * 1024 * 1024,
  realname: 5 * 1024 * 1024,
  voice: 10 * 1024 * 1024,
}

/** A policy document as the object store's PostObject reads it. */
export interface MockPolicyDocument {
  expiration: string
  conditions: [['content-length-range', number, number], ['starts-with', '$key', string]]
}

/** The base64 policy of a scene's upload: expiry, size range and key prefix. */
export function encodePolicy(expireSeconds: number, maxBytes: number, dir: string): string {
  const document: MockPolicyDocument = {
    expiration: new Date(expireSeconds * 1000).toISOString(),
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['starts-with', '$key', dir],
    ],
  }
  return btoa(JSON.stringify(document))
}

export function decodePolicy(policy: string): MockPolicyDocument | null {
  try {
    const document = JSON.parse(atob(policy)) as MockPolicyDocument
    return Array.isArray(document.conditions) && typeof document.expiration === 'string' ? document : null
  } catch {
    return null
  }
}
