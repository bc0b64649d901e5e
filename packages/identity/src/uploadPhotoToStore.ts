import { identityError } from './errnoTable'
import { IdentityErrorCode } from './IdentityErrorCode'
import { IMAGE_HEADER_BYTES, imageTypeOf } from './imageTypeOf'
import { readPolicyLimit } from './readPolicyLimit'
import { requestUploadPolicy } from './requestUploadPolicy'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'
import { uploadTarget } from './uploadTarget'

export interface StoreUploadInput {
  tokens: UserTokens
  file: Blob
  /** The environment's fetch (the page passes `window.fetch`; tests the one MSW intercepts). */
  fetch: typeof fetch
  /**
   * The object-store hosts the app allows ID photos to go to, over https: `oss.example.com` exactly or
   * `*.example.com` for its subdomains (the app's build setting; a path on the pages' own origin is always
   * allowed). The upload policy's `host` must be one of them, or nothing is sent.
   */
  uploadHosts: readonly string[]
}

/** 128 bits from the platform's cryptographic random source, as hex: a key nobody can guess or enumerate. */
function randomName(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A browser's photo upload for manual review, straight to the object store: a short-lived `realname` policy
 * from getPolicyToken, then a PostObject form with the file as its last field (the store ignores fields after
 * it). Before anything is sent, the file must be a picture by its bytes (JPEG, PNG, WebP or HEIC: `imageTypeOf`;
 * its name and declared type are not trusted) within the policy's size limit; and the policy's host must be a
 * path on the pages' origin or an https host of `uploadHosts` (`uploadTarget`). The object key is the policy's
 * directory and a cryptographic random name with the format's extension; the file goes with that name and the
 * format's MIME type, never the user's file name. Answers the key submitManualVerify takes. Each photo is its
 * own upload, so no `exclusive`. Never rejects: every failure is an IdentityError in the result.
 *
 * @example
 * const uploaded = await uploadPhotoToStore(state, identityApi, { tokens, file, fetch: window.fetch.bind(window), uploadHosts: UPLOAD_HOSTS })
 * if (uploaded.ok) setPhotos({ ...photos, front: uploaded.data })
 */
export function uploadPhotoToStore(state: IdentityState, api: IdentityApi, input: StoreUploadInput): Promise<IdentityResult<string>> {
  return runAction(state, 'upload', { run: () => storePhoto(api, input) })
}

/** The upload itself: checks, the policy, the post; any failure thrown as an IdentityError for the runner. */
async function storePhoto(api: IdentityApi, input: StoreUploadInput): Promise<string> {
  const { file } = input
  const type = file.size === 0 ? null : imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()))
  if (!type) throw identityError(IdentityErrorCode.FILE_REFUSED)
  const policy = await requestUploadPolicy(api, input.tokens)
  const limit = readPolicyLimit(policy.policy)
  if (limit !== null && file.size > limit) throw identityError(IdentityErrorCode.FILE_REFUSED)
  const target = uploadTarget(policy.host, input.uploadHosts)
  if (!target) throw identityError(IdentityErrorCode.UPLOAD_HOST_REFUSED)
  const name = `${randomName()}.${type === 'jpeg' ? 'jpg' : type}`
  const key = `${policy.dir}${name}`
  const form = new FormData()
  form.append('key', key)
  form.append('policy', policy.policy)
  form.append('OSSAccessKeyId', policy.accessId)
  form.append('signature', policy.signature)
  form.append('success_action_status', '204')
  form.append('file', file.slice(0, file.size, `image/${type}`), name)
  let stored: Response
  try {
    stored = await input.fetch(target, { method: 'POST', body: form })
  } catch (cause) {
    throw identityError(IdentityErrorCode.UPLOAD_FAILED, { cause })
  }
  if (!stored.ok) throw identityError(IdentityErrorCode.UPLOAD_FAILED, { errmsg: `HTTP ${stored.status}` })
  return key
}
