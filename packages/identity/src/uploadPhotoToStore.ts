import { identityError } from './errnoTable'
import { IdentityErrorCode } from './IdentityError'
import { readPolicyLimit } from './readPolicyLimit'
import { requestUploadPolicy } from './requestUploadPolicy'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState, UserTokens } from './types'

export interface StoreUploadInput {
  tokens: UserTokens
  file: File
  /** The environment's fetch (the page passes `window.fetch`; tests the one MSW intercepts). */
  fetch: typeof fetch
}

/** A key under the policy's directory that says nothing about the user or the file's name. */
function objectKey(dir: string, file: File): string {
  const extension = file.type === 'image/png' ? 'png' : file.type === 'image/webp' ? 'webp' : 'jpg'
  return `${dir}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}.${extension}`
}

/**
 * A browser's photo upload for manual review, straight to the object store: a short-lived `realname` policy
 * from getPolicyToken, then a PostObject form with the file as its last field (the store ignores fields after
 * it). The file's type (an image) and size (the policy's limit) are checked before anything is sent. Answers
 * the object key submitManualVerify takes. Each photo is its own upload, so no `exclusive`.
 *
 * @example
 * const uploaded = await uploadPhotoToStore(state, appApi, { tokens, file, fetch: window.fetch.bind(window) })
 * if (uploaded.ok) setPhotos({ ...photos, front: uploaded.data })
 */
export function uploadPhotoToStore(state: IdentityState, api: IdentityApi, input: StoreUploadInput): Promise<IdentityResult<string>> {
  return runAction(state, 'upload', async () => {
    const { file } = input
    if (!file.type.startsWith('image/') || file.size === 0) throw identityError(IdentityErrorCode.FILE_REFUSED)
    const policy = await requestUploadPolicy(api, input.tokens)
    const limit = readPolicyLimit(policy.policy)
    if (limit !== null && file.size > limit) throw identityError(IdentityErrorCode.FILE_REFUSED)
    const key = objectKey(policy.dir, file)
    const form = new FormData()
    form.append('key', key)
    form.append('policy', policy.policy)
    form.append('OSSAccessKeyId', policy.accessId)
    form.append('signature', policy.signature)
    form.append('success_action_status', '204')
    form.append('file', file)
    let stored: Response
    try {
      stored = await input.fetch(policy.host, { method: 'POST', body: form })
    } catch (cause) {
      throw identityError(IdentityErrorCode.UPLOAD_FAILED, { cause })
    }
    if (!stored.ok) throw identityError(IdentityErrorCode.UPLOAD_FAILED, { errmsg: `HTTP ${stored.status}` })
    return key
  })
}
