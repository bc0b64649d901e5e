import type { UserTokens } from '@h5/api'
import { uploadPhotoToStore, type IdentityState } from '@h5/identity'
import { ImageUploadTile } from '../../components/ImageUploadTile'
import { identityApi } from '../../platform/api/identityApi'
import { UPLOAD_HOSTS } from '../../platform/uploadHosts'

export interface StorePhotoTileProps {
  state: IdentityState
  tokens: Promise<UserTokens | null>
  /** What the photo is (证件正面（照片面）): the tile's caption and accessible name. */
  label: string
  /** Which camera a browser opens first: the back one for a document, the front one for the user. */
  capture: 'user' | 'environment'
  /** A photo uploaded (its object key) or removed (`null`). */
  onChange: (photo: string | null) => void
  /** The object store's size limit (useUploadLimit); null while unknown. */
  limit: number | null
}

/**
 * An ID photo as a browser sends it (StorePhotoTile.tsx loads this module): the kit's upload tile, the file
 * straight to the object store with a short-lived `realname` policy (@h5/identity uploadPhotoToStore), none
 * bigger than the server's limit. The tile previews it from memory; only the object key reaches the page's state.
 */
export function StorePhotoTileContent({ state, tokens, label, capture, onChange, limit }: StorePhotoTileProps) {
  return (
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
        const uploaded = await uploadPhotoToStore(state, identityApi, { tokens: resolved, file, fetch: window.fetch.bind(window), uploadHosts: UPLOAD_HOSTS })
        if (uploaded.ok) onChange(uploaded.data)
        return uploaded.ok ? { ok: true } : { ok: false, message: uploaded.error.message }
      }}
    />
  )
}
