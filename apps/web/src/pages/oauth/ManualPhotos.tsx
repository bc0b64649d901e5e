import type { IdentityState } from '@h5/identity'
import { CellGroup } from '../../components/CellGroup'
import { appBridge } from '../../platform/appBridge'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import type { PhotoExampleKind } from './PhotoExample'
import { PhotoSlot } from './PhotoSlot'
import { useUploadLimit } from './useUploadLimit'

export type PhotoSide = 'front' | 'back' | 'handheld'
export type ManualPhotoRefs = Record<PhotoSide, string | null>

const SIDES: readonly { side: PhotoSide; label: string; example: PhotoExampleKind; capture: 'user' | 'environment' }[] = [
  { side: 'front', label: '证件正面（照片面）', example: 'front', capture: 'environment' },
  { side: 'back', label: '证件反面', example: 'back', capture: 'environment' },
  { side: 'handheld', label: '手持证件照', example: 'handheld', capture: 'user' },
]

/**
 * The three photos of a manual submission, each beside an example of a good one (PhotoSlot.tsx): from native's
 * uploadPhotos in the app, straight to the object store in a browser.
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
  const limit = useUploadLimit(session, !appBridge.inApp)
  return (
    <CellGroup title="上传证件照片" footer="请确保证件四角完整、文字清晰，手持照需露出正脸">
      <div className="oauth-photos">
        {SIDES.map(({ side, label, example, capture }) => (
          <PhotoSlot
            key={side}
            state={state}
            tokens={session.tokens}
            label={label}
            example={example}
            capture={capture}
            photo={photos[side]}
            onChange={(ref) => onChange(side, ref)}
            limit={limit}
          />
        ))}
      </div>
    </CellGroup>
  )
}
