import type { UserTokens } from '@h5/api'
import type { IdentityState } from '@h5/identity'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { onDemand, useOnDemand } from '../../platform/onDemand'

/** One photo to upload. */
export interface StorePhotoTile {
  key: string
  label: string
  /** The camera the phone offers first: the user's own for a hand-held photo, the back one for a document. */
  capture: 'user' | 'environment'
}

export interface StorePhotoTilesProps {
  state: IdentityState
  tokens: Promise<UserTokens | null>
  tiles: readonly StorePhotoTile[]
  /** A photo uploaded (its URL or key) or removed (`null`). */
  onChange: (key: string, ref: string | null) => void
}

const content = onDemand(() => import('./StorePhotoTilesContent').then((module) => module.StorePhotoTilesContent))

/**
 * The ID photos of manual review as a browser uploads them (StorePhotoTilesContent.tsx), for ManualPhotos.tsx and
 * ManCheckPage.tsx. In the app, where these pages run, native's uploadPhotos picks and uploads the photo, so the
 * browser's upload (the kit's tile, the object store's policy and upload) loads only when a browser shows it: in
 * the app it is no start-up JS of theirs (2 KB, README "Performance"). A failed load offers 重试 in place: the
 * photos and what was typed stay (platform/onDemand.ts).
 *
 * @example
 * <StorePhotoTiles state={state} tokens={session.tokens} tiles={[{ key: 'front', label: '证件正面', capture: 'environment' }]} onChange={save} />
 */
export function StorePhotoTiles(props: StorePhotoTilesProps) {
  const { value: Content, failed, retry } = useOnDemand(content, true)
  if (Content) return <Content {...props} />
  return failed ? <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retry} /> : <LoadingState label="正在准备上传…" rows={1} />
}
