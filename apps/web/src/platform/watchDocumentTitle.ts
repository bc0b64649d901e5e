import type { AppRouter } from './appRouter'
import { errorText } from './errorText'
import { routeErrorStatus } from './routeErrorStatus'

type RouterState = AppRouter['state']

/** The title of what the router shows: the error page's, else the deepest matched route's `handle.title`. */
export function titleOf(state: RouterState): string | undefined {
  const errors = state.errors ? Object.values(state.errors) : []
  if (errors.length > 0) return errorText(routeErrorStatus(errors[0])).title
  for (const match of [...state.matches].reverse()) {
    const title = (match.route.handle as { title?: unknown } | undefined)?.title
    if (typeof title === 'string') return title
  }
  return undefined
}

/**
 * Keeps `document.title` on the route table's Chinese title of the page shown (DESIGN §6); in the app's webview
 * the native title bar shows it. Returns the unsubscribe function.
 *
 * @example
 * watchDocumentTitle(router)
 */
export function watchDocumentTitle(router: AppRouter, doc: Document = document): () => void {
  const apply = (state: RouterState) => {
    const title = state.initialized ? titleOf(state) : undefined
    if (title !== undefined && doc.title !== title) doc.title = title
  }
  apply(router.state)
  return router.subscribe(apply)
}
