import { lazy, type ComponentType } from 'react'
import type { PageModule } from '../routes/routeTypes'
import { PlatformError, PlatformErrorCode } from './PlatformError'

/** A page whose code loads on demand (docs/architecture.md, "How the app starts": pages load lazily). */
export interface LazyPage {
  /**
   * Renders the page: at once when its module is loaded, else it suspends until it is. A module that fails to
   * load throws a `chunk-load` {@link PlatformError} to the route's error boundary, which reloads once.
   */
  Component: ComponentType
  /**
   * Loads the module (once; again after a failure) and resolves when the page renders at once; rejects with the
   * `chunk-load` error.
   */
  preload(): Promise<void>
}

const CHUNK_FAILURE_MESSAGE = '页面加载失败，请检查网络后重试'

/**
 * A page module loaded on first render, kept once loaded. `React.lazy` alone suspends on its first render even
 * when the chunk is already loaded, and a suspended first render cannot hydrate: so a page whose module is
 * loaded — src/start.tsx preloads a prerendered route's page with {@link LazyPage.preload}, prefetching a
 * linked page's (prefetchRoute.ts) — renders it directly, and React hydrates the markup the build made
 * (apps/web/prerender) instead of throwing it away. Otherwise `React.lazy` loads it. The router and prefetching
 * share one per route entry (lazyPageFor.ts).
 *
 * Rendering never retries a failed load (`React.lazy` keeps the failure; the error boundary's reload retries,
 * reloadPageOnce.ts), so a chunk that keeps failing ends on the error page rather than in a render loop.
 *
 * @example
 * const page = lazyPage(() => import('../pages/index/IndexPage'))
 * await page.preload()
 * hydrateRoot(container, <page.Component />)
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined
  /** The load running or done; forgotten when it fails, so the next preload tries again. */
  let loading: Promise<PageModule> | undefined

  function loadModule(): Promise<PageModule> {
    loading ??= load().then(
      (loaded) => (module = loaded),
      (cause: unknown) => {
        loading = undefined
        throw new PlatformError(PlatformErrorCode.CHUNK_LOAD, CHUNK_FAILURE_MESSAGE, { cause })
      },
    )
    return loading
  }

  // Suspends while the load runs; throws its PlatformError once it failed (and keeps throwing it).
  const Loading = lazy(loadModule)

  function Page() {
    return module ? <module.default /> : <Loading />
  }

  return { Component: Page, preload: () => loadModule().then(() => undefined) }
}
