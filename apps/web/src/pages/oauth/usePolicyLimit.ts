import type { UserTokens } from '@h5/api'
import { readPolicyLimit } from '@h5/identity'
import { useEffect, useState } from 'react'
import { appApi } from '../../platform/appApi'

/**
 * The largest photo the object store takes for manual review, read from a `realname` policy of
 * getPolicyToken (the server's limit, not the app's), so the upload tiles refuse a bigger file before
 * anything is sent. `null` until known. A browser's only (StorePhotoTilesContent.tsx): in the app native uploads.
 */
export function usePolicyLimit(tokens: Promise<UserTokens | null>): number | null {
  const [limit, setLimit] = useState<number | null>(null)
  useEffect(() => {
    let active = true
    void tokens.then(async (resolved) => {
      if (!resolved) return
      try {
        const { data } = await appApi.getPolicyToken({ ...resolved, scene: 'realname' }, { quiet: true })
        if (active && data.errno === 0 && data.data) setLimit(readPolicyLimit(data.data.policy))
      } catch {
        // The tiles stay disabled; the page shows its own retry through the upload itself.
      }
    })
    return () => {
      active = false
    }
  }, [tokens])
  return limit
}
