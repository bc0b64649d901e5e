/**
 * Resolves in a later task, so the browser can handle a tap and paint a frame before the caller goes on.
 * src/start.tsx yields between the steps of start-up (the framework's evaluation, the page's, the hydration):
 * chained promises would run them all in one task, during which a tap on the page waits (README "Performance").
 *
 * @example
 * await yieldToMain()
 */
export function yieldToMain(win: Pick<Window, 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, 0))
}
