import { useCallback, useEffect, useState } from 'react'
import { afterStartup } from '../../platform/afterStartup'
import { PlatformError } from '../../platform/PlatformError'
import type OpenedPacket from './OpenedPacket'

/** The opened packet's screen, as its chunk exports it. */
export type OpenedPacketScreen = typeof OpenedPacket

const loadOpenedPacket = () => import('./OpenedPacket')

/** What the page shows when the chunk cannot come: the route's error boundary reloads once (reloadPageOnce.ts). */
const CHUNK_FAILURE_MESSAGE = '页面加载失败，请检查网络后重试'

export interface OpenedPacketChunk {
  /** The screen once its chunk is here, else null. */
  screen: OpenedPacketScreen | null
  /** Why the last load failed (a `chunk-load` PlatformError), until a load succeeds. */
  failure: PlatformError | null
  /** Loads it now (the tap on 开): once loaded, nothing more; after a failure, again. */
  load: () => void
}

/**
 * The opened packet's screen in a chunk of its own (OpenedPacket.tsx): the page's first render is the closed
 * packet, so the result and its record list (with the kit's states) stay out of the JS a visit loads before it
 * can tap 开 (pnpm size, the route's budget). Loaded once start-up is over, or at the tap, whichever comes first;
 * the open's own request takes longer. Until it is here the page keeps the cover, the coin still turning: the
 * same element, so its animation goes on rather than starting again.
 *
 * @example
 * const opened = useOpenedPacketScreen()
 * if (outcome && opened.failure) throw opened.failure
 */
export function useOpenedPacketScreen(): OpenedPacketChunk {
  const [chunk, setChunk] = useState<{ screen: OpenedPacketScreen | null; failure: PlatformError | null }>({ screen: null, failure: null })
  const load = useCallback(() => {
    loadOpenedPacket().then(
      (module) => setChunk({ screen: module.default, failure: null }),
      (cause: unknown) => setChunk((last) => ({ ...last, failure: new PlatformError('chunk-load', CHUNK_FAILURE_MESSAGE, { cause }) })),
    )
  }, [])
  useEffect(() => afterStartup(load), [load])
  return { ...chunk, load }
}
