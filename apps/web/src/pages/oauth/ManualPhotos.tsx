import { IdentityErrorCode, pickPhotoInApp, uploadPhotoToStore, type IdentityState } from '@h5/identity'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { ImageUploadTile } from '../../components/ImageUploadTile'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { showToast } from '../../state/overlays'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { useUploadLimit } from './useUploadLimit'

export type PhotoSide = 'front' | 'back' | 'handheld'
export type ManualPhotoRefs = Record<PhotoSide, string | null>

const SIDES: readonly { side: PhotoSide; label: string }[] = [
  { side: 'front', label: '证件正面（照片面）' },
  { side: 'back', label: '证件反面' },
  { side: 'handheld', label: '手持证件照' },
]

/**
 * The three photos of a manual submission. In the app each comes from native's uploadPhotos (camera or album,
 * native uploads it); in a browser the kit's upload tile sends it straight to the object store with a
 * short-lived policy (@h5/identity uploadPhotoToStore). Only the URL or key reaches the page's state.
 */
export function ManualPhotos({
  state,
  session,
  photos,
  onChange,
}: {
  state: IdentityState
  session: SessionTokens
  photos: ManualPhotoRefs
  onChange: (side: PhotoSide, ref: string | null) => void
}) {
  const inApp = appBridge.inApp
  const limit = useUploadLimit(session, !inApp)

  if (inApp) {
    const pick = async (side: PhotoSide) => {
      const picked = await pickPhotoInApp(state, appBridge)
      if (picked.ok) onChange(side, picked.data)
      else if (picked.error.code !== IdentityErrorCode.CANCELLED) showToast(picked.error.message)
    }
    return (
      <CellGroup title="上传证件照片" footer="请确保证件四角完整、文字清晰，手持照需露出正脸">
        {SIDES.map(({ side, label }) => (
          <Cell key={side} title={label} value={photos[side] ? '已上传' : '去上传'} onClick={() => void pick(side)} />
        ))}
      </CellGroup>
    )
  }

  return (
    <CellGroup title="上传证件照片" footer="请确保证件四角完整、文字清晰，手持照需露出正脸">
      <div className="oauth-photos">
        {SIDES.map(({ side, label }) => (
          <ImageUploadTile
            key={side}
            label={label}
            shape="card"
            capture={side === 'handheld' ? 'user' : 'environment'}
            maxBytes={limit ?? 0}
            disabled={limit === null}
            onRemove={() => onChange(side, null)}
            upload={async (file) => {
              const resolved = await session.tokens
              if (!resolved) return { ok: false }
              const uploaded = await uploadPhotoToStore(state, appApi, { tokens: resolved, file, fetch: window.fetch.bind(window) })
              if (uploaded.ok) onChange(side, uploaded.data)
              return uploaded.ok ? { ok: true } : { ok: false, message: uploaded.error.message }
            }}
          />
        ))}
      </div>
    </CellGroup>
  )
}
