import type { AppRouter } from './appRouter'

type RouterState = AppRouter['state']

/**
 * The router's state once it is initialized: the first location's lazy page module loaded and its validity
 * check run (or failed). Resolves at once if it already is.
 *
 * @example
 * const { errors } = await whenRouterInitialized(router)
 */
export function whenRouterInitialized(router: AppRouter): Promise<RouterState> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router.state)
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve(state)
    })
  })
}
