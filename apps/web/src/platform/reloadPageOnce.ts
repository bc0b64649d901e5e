/**
 * Where the chunk-failure reloads of this session are counted, per path; sessionStorage survives the reload,
 * not the tab. Only paths are kept: the address's query may carry the user's tokens.
 */
export const CHUNK_RELOADS_KEY = 'h5:chunk-reloads'

/** Automatic reloads a path gets in one session after its page chunk failed to load. */
const MAX_CHUNK_RELOADS_PER_PATH = 1

type ReloadCounts = Record<string, number>

function readCounts(storage: Storage): ReloadCounts {
  try {
    const parsed = JSON.parse(storage.getItem(CHUNK_RELOADS_KEY) ?? 'null') as unknown
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
  } catch {
    return {}
  }
}

/**
 * After a page chunk failed to load (usually a deploy replaced it, or the network dropped it), reloads the page
 * so the browser fetches the current build — once per path per session, so a chunk that keeps failing ends on
 * the error page instead of in a reload loop, however slow each fail-and-reload cycle is (weak 3G, a CDN still
 * serving a removed chunk). A time window would let a cycle slower than the window loop for ever.
 *
 * Never while offline: the web view would replace the page with its own error page, losing the app's offline
 * notice and whatever the user typed; the error page offers 重新加载 once the network is back. Without a usable
 * sessionStorage there is no guard, so it never reloads.
 *
 * @returns true when a reload has been started.
 * @example
 * if (!reloadPageOnce()) render(<ChunkLoadFailure />)
 */
export function reloadPageOnce(win: Window = window): boolean {
  if (!win.navigator.onLine) return false
  const path = win.location.pathname
  try {
    const storage = win.sessionStorage
    const counts = readCounts(storage)
    const done = counts[path] ?? 0
    if (done >= MAX_CHUNK_RELOADS_PER_PATH) return false
    storage.setItem(CHUNK_RELOADS_KEY, JSON.stringify({ ...counts, [path]: done + 1 }))
  } catch {
    return false
  }
  win.location.reload()
  return true
}
