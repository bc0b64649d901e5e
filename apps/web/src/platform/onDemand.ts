import { useEffect, useEffectEvent, useReducer, useState } from 'react'
import { showToast } from '../state/overlays'

/**
 * Code a page loads when it first needs it, not at start-up: a later step of a flow, a sheet that opens on a tap
 * (README "Performance": what a route's first screen does not show is not its start-up JS). Loaded once and
 * kept for every page that asks; a failed load is forgotten, so the next ask loads again. Pages render it
 * through {@link useOnDemand}.
 *
 * @example
 * const smsField = onDemand(() => import('../../components/SmsCodeField').then((module) => module.SmsCodeField))
 */
export interface OnDemand<T> {
  /** The loaded value, once there is one. */
  readonly current: T | undefined
  /** Loads it: once, and again after a failure. */
  load(): Promise<T>
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let current: T | undefined
  let loading: Promise<T> | undefined
  return {
    get current() {
      return current
    },
    load() {
      loading ??= load().then(
        (value) => (current = value),
        (cause: unknown) => {
          loading = undefined
          throw cause
        },
      )
      return loading
    },
  }
}

export interface OnDemandState<T> {
  /** The loaded value; `undefined` until it is there. */
  value: T | undefined
  /** The last load failed (offline, or a deploy replaced the file): the page says so where the part goes. */
  failed: boolean
  /** Loads again after a failure. */
  retry: () => void
}

/**
 * `part` for a component: loads it once `wanted` (a step about to be shown, a sheet being opened) and renders
 * again when it is there. A failed load is `failed`, for the page to say so in place and offer `retry`: unlike
 * a page chunk, whose failure reloads the page (platform/RouteErrorBoundary.tsx), it keeps everything the page
 * holds, what the user typed included.
 *
 * @example
 * const { value: SmsCodeField, failed, retry } = useOnDemand(smsField, step >= 1)
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean): OnDemandState<T> {
  const [, loaded] = useReducer((count: number) => count + 1, 0)
  const [attempt, setAttempt] = useState(0)
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null)
  useEffect(() => {
    if (!wanted || part.current !== undefined) return
    let current = true
    part.load().then(
      () => current && loaded(),
      () => current && setFailedAttempt(attempt),
    )
    return () => {
      current = false
    }
  }, [part, wanted, attempt])
  return { value: part.current, failed: part.current === undefined && failedAttempt === attempt, retry: () => setAttempt((count) => count + 1) }
}

/**
 * {@link useOnDemand} for an overlay that opens on a tap (a sheet, a dialog): its code loads when it first opens.
 * If that load fails the overlay stays shut (`close`), a toast says why and the page keeps all it holds; the
 * next open loads again. `undefined` until the code is there.
 *
 * @example
 * const Panel = useOnDemandOverlay(panel, open, onClose)
 * return open && Panel ? <Panel {...props} /> : null
 */
export function useOnDemandOverlay<T>(part: OnDemand<T>, open: boolean, close: () => void): T | undefined {
  const { value, failed, retry } = useOnDemand(part, open)
  const giveUp = useEffectEvent(() => {
    showToast('网络不给力，请稍后重试')
    retry()
    close()
  })
  useEffect(() => {
    if (failed) giveUp()
  }, [failed])
  return value
}
