import { createIdentityState, loadUploadLimit } from '@h5/identity'
import { identityApi } from '../../platform/api/identityApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import type { SessionTokens } from '../../platform/session/useSessionTokens'

/**
 * The largest photo the object store takes for manual review, in bytes (@h5/identity `loadUploadLimit`: the
 * server's limit, not the app's), so a browser's upload tiles refuse a bigger file before anything is sent.
 * `null` until known, or when it cannot be read: the tiles stay disabled, and the upload itself reports why.
 * `enabled` false (in the app, where native uploads) asks nothing.
 *
 * @example
 * const limit = useUploadLimit(session, !appBridge.inApp)
 * <ImageUploadTile maxBytes={limit ?? 0} disabled={limit === null} … />
 */
export function useUploadLimit(session: SessionTokens, enabled: boolean): number | null {
  const { snap } = useSignedInServerState(session, createIdentityState, async (state, tokens) => {
    if (enabled) await loadUploadLimit(state, identityApi, tokens)
  })
  return snap.uploadLimit
}
