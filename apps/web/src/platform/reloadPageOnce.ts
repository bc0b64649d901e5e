/** Where the last chunk-failure reload is remembered; sessionStorage survives the reload, not the tab. */
export const CHUNK_RELOAD_KEY = 'h5:chunk-reload'

/** A second failure of the same page within this window shows the error page instead of reloading again. */
export const CHUNK_RELOAD_TTL_MS = 10_000

interface ReloadMark {
  url: string
  at: number
}

function readMark(storage: Storage): ReloadMark | null {
  try {
    const mark = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as Partial<ReloadMark> | null
    return typeof mark?.url === 'string' && typeof mark.at === 'number' ? { url: mark.url, at: mark.at } : null
  } catch {
    return null
  }
}

/**
 * After a page chunk failed to load (usually a deploy replaced it, or the network dropped it), reloads the page
 * once so the browser fetches the current build (DESIGN §6). The same address is not reloaded again within
 * {@link CHUNK_RELOAD_TTL_MS}, so a chunk that keeps failing ends on the error page instead of in a reload loop.
 * Without a usable sessionStorage there is no guard, so it never reloads.
 *
 * @returns true when a reload has been started.
 * @example
 * if (!reloadPageOnce()) render(<ErrorPage status={500} />)
 */
export function reloadPageOnce(win: Window = window, now: number = Date.now()): boolean {
  const url = win.location.href
  try {
    const storage = win.sessionStorage
    const mark = readMark(storage)
    if (mark && mark.url === url && now - mark.at >= 0 && now - mark.at < CHUNK_RELOAD_TTL_MS) return false
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ url, at: now } satisfies ReloadMark))
  } catch {
    return false
  }
  win.location.reload()
  return true
}
