import { onDemand, useOnDemand } from '../../platform/onDemand'
import type { StorePhotoTileProps } from './StorePhotoTileContent'

const content = onDemand(() => import('./StorePhotoTileContent').then((module) => module.StorePhotoTileContent))

/**
 * One ID photo of a manual review as a browser uploads it (StorePhotoTileContent.tsx), for PhotoSlot.tsx. In the
 * app, where /oauth/manual and /oauth/phone/mancheck run, native's uploadPhotos picks and uploads the photo, so
 * the browser's upload (the kit's tile, the object store's upload) loads only when a browser shows it: in the
 * app it is no start-up JS of theirs (README "Performance"). Until it is there the tile's place is held; a
 * failed load says so there and a tap loads it again, while the photos and what was typed stay
 * (platform/onDemand.ts).
 *
 * @example
 * <StorePhotoTile state={state} tokens={session.tokens} label="证件正面" capture="environment" onChange={setFront} limit={limit} />
 */
export function StorePhotoTile(props: StorePhotoTileProps) {
  const { value: Content, failed, retry } = useOnDemand(content, true)
  if (Content) return <Content {...props} />
  return (
    <button className="photo-pick" type="button" disabled={!failed} onClick={retry} aria-label={`${props.label}，${failed ? '加载失败，点按重试' : '正在准备上传…'}`}>
      <span className="photo-pick__box">{failed ? '加载失败，点按重试' : null}</span>
      <span>{props.label}</span>
    </button>
  )
}
