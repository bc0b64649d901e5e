/**
 * This tab's position in its session history as React Router keeps it (`history.state.idx`, 0 for the page the
 * tab opened on); `undefined` when the state is not the router's (a page loaded before the router ran).
 *
 * @example
 * const canGoBack = (historyIndex(window) ?? 0) > 0
 */
export function historyIndex(win: Window): number | undefined {
  const index = (win.history.state as { idx?: unknown } | null)?.idx
  return typeof index === 'number' ? index : undefined
}
