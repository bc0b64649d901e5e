import { VENDOR_CHUNK_PREFIX } from '../../chunkGroups'
import { yieldToMain } from './yieldToMain'

/** Whether a modulepreload's file is one library's own chunk (`assets/vendor-<name>-<hash>.js`). */
function isLibraryChunk(href: string): boolean {
  return new URL(href).pathname.split('/').at(-1)!.startsWith(VENDOR_CHUNK_PREFIX)
}

/**
 * Runs the libraries the route's page imports — its preloaded `vendor-<name>` chunks (apps/web/chunkGroups.ts) —
 * one per task, before src/start.tsx imports the page. A page's import evaluates every module it pulls in within
 * one task; on /redpacket/open axios was most of it (~55 ms at 4x CPU slowdown, README "Performance"), and a tap
 * in that task waited for all of it. Run first, each library is a task of its own and the page finds it done. A
 * library chunk imports no app code (chunkGroups.ts), so running it early changes nothing but the timing. A
 * library that fails to load stops this quietly: the page's own import then fails and shows its error.
 *
 * @example
 * await runPreloadedLibraries(document)
 * await preloadMatchedPage(routes, window.location)
 */
export async function runPreloadedLibraries(
  doc: Document,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  between: () => Promise<void> = () => yieldToMain(doc.defaultView!),
): Promise<void> {
  const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')
  for (const link of links) {
    if (!isLibraryChunk(link.href)) continue
    try {
      await load(link.href)
    } catch {
      return
    }
    await between()
  }
}
