import { uploadPhotoToStore } from '@h5/identity'
import { ImageUploadTile } from '../../components/ImageUploadTile'
import { appApi } from '../../platform/appApi'
import type { StorePhotoTilesProps } from './StorePhotoTiles'
import { usePolicyLimit } from './usePolicyLimit'

/**
 * ID photos as a browser sends them (StorePhotoTiles.tsx loads this module): one kit upload tile per photo, each
 * file straight to the object store with a short-lived `realname` policy (@h5/identity uploadPhotoToStore), none
 * bigger than the policy allows. Only the URL or key reaches the page's state.
 */
export function StorePhotoTilesContent({ state, tokens, tiles, onChange }: StorePhotoTilesProps) {
  const limit = usePolicyLimit(tokens)
  return (
    <div className="oauth-photos">
      {tiles.map(({ key, label, capture }) => (
        <ImageUploadTile
          key={key}
          label={label}
          shape="card"
          capture={capture}
          maxBytes={limit ?? 0}
          disabled={limit === null}
          onRemove={() => onChange(key, null)}
          upload={async (file) => {
            const resolved = await tokens
            if (!resolved) return { ok: false }
            const uploaded = await uploadPhotoToStore(state, appApi, { tokens: resolved, file, fetch: window.fetch.bind(window) })
            if (uploaded.ok) onChange(key, uploaded.data)
            return uploaded.ok ? { ok: true } : { ok: false, message: uploaded.error.message }
          }}
        />
      ))}
    </div>
  )
}
