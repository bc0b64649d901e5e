import type { UserTokens } from '@h5/api'
import { IdentityErrorCode, pickPhotoInApp, uploadPhotoToStore, type IdentityState } from '@h5/identity'
import { useState } from 'react'
import { ImageUploadTile } from '../../components/ImageUploadTile'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { showToast } from '../../state/overlays'
import { PhotoExample, type PhotoExampleKind } from './PhotoExample'
import { UPLOAD_HOSTS } from '../../platform/uploadHosts'

export interface PhotoSlotProps {
  state: IdentityState
  tokens: Promise<UserTokens | null>
  /** What the photo is (证件正面（照片面）): the tile's caption and accessible name. */
  label: string
  example: PhotoExampleKind
  /** Which camera a browser opens first: the back one for a document, the front one for the user. */
  capture: 'user' | 'environment'
  /** The uploaded photo's URL (native) or object key (browser), or null. */
  photo: string | null
  onChange: (photo: string | null) => void
  /** The object store's size limit for a browser upload (usePolicyLimit); null while unknown. */
  limit: number | null
}

/**
 * One photo of a manual review, beside an example of a good one. In the app it comes from native's
 * uploadPhotos (camera or album; native uploads it) and shows as a thumbnail of the uploaded picture, tapped
 * to take it again; in a browser the kit's upload tile sends it straight to the object store (@h5/identity
 * uploadPhotoToStore) and previews it from memory. Only the URL or key reaches the page's state.
 */
export function PhotoSlot({ state, tokens, label, example, capture, photo, onChange, limit }: PhotoSlotProps) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false)

  if (appBridge.inApp) {
    const pick = async () => {
      const picked = await pickPhotoInApp(state, appBridge)
      if (picked.ok) {
        setThumbnailFailed(false)
        onChange(picked.data)
      } else if (picked.error.code !== IdentityErrorCode.CANCELLED) showToast(picked.error.message)
    }
    return (
      <div className="photo-slot">
        <PhotoExample kind={example} />
        <button className="photo-pick" type="button" onClick={() => void pick()} aria-label={`${label}，${photo ? '已上传，点按重新上传' : '去上传'}`}>
          <span className={photo ? 'photo-pick__box photo-pick__box--filled' : 'photo-pick__box'}>
            {photo && !thumbnailFailed ? (
              <img src={photo} alt="" onError={() => setThumbnailFailed(true)} />
            ) : (
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            )}
          </span>
          <span>
            {label}
            {photo ? <span className="photo-pick__done"> · 已上传</span> : null}
          </span>
        </button>
      </div>
    )
  }
  return (
    <div className="photo-slot">
      <PhotoExample kind={example} />
      <ImageUploadTile
        label={label}
        shape="card"
        capture={capture}
        maxBytes={limit ?? 0}
        disabled={limit === null}
        onRemove={() => onChange(null)}
        upload={async (file) => {
          const resolved = await tokens
          if (!resolved) return { ok: false }
          const uploaded = await uploadPhotoToStore(state, appApi, { tokens: resolved, file, fetch: window.fetch.bind(window), uploadHosts: UPLOAD_HOSTS })
          if (uploaded.ok) onChange(uploaded.data)
          return uploaded.ok ? { ok: true } : { ok: false, message: uploaded.error.message }
        }}
      />
    </div>
  )
}
