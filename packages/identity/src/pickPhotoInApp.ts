import { identityError } from './errnoTable'
import { IdentityErrorCode } from './IdentityErrorCode'
import { runAction } from './runAction'
import type { IdentityBridge, IdentityResult, IdentityState } from './types'

/**
 * In the app, a photo for manual review comes from native's `uploadPhotos` (camera or album; native uploads
 * it): answers its URL. The user closing the picker is CANCELLED, a refused permission NO_PERMISSION.
 *
 * @example
 * const picked = await pickPhotoInApp(state, appBridge)
 * if (picked.ok) setPhotos({ ...photos, back: picked.data })
 */
export function pickPhotoInApp(state: IdentityState, bridge: IdentityBridge): Promise<IdentityResult<string>> {
  return runAction(state, 'upload', {
    run: async () => {
      const { urls } = await bridge.call('uploadPhotos', { max: 1, scene: 'realname' })
      const [url] = urls
      if (typeof url !== 'string' || url === '') throw identityError(IdentityErrorCode.UPLOAD_FAILED)
      return url
    },
  })
}
