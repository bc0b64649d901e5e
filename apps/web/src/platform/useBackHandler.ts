import { useEffect, useRef } from 'react'
import { appBridge } from './appBridge'

/**
 * Takes native's back for the page while `handler` is set: Android's back key and iOS's swipe back reach the
 * page as `backPressed` (docs/native-contract.md, "Native -> page"), and native, told the page handled it,
 * leaves the page alone. So a step of a form goes back a step, and a form with input can ask before it is
 * left, instead of native closing the page with everything typed. With `null` native goes back itself. The
 * handler does the whole back, leaving the page included (`useGoBack`).
 *
 * @example
 * useBackHandler(step > 0 ? () => setStep(step - 1) : null)
 */
export function useBackHandler(handler: (() => void) | null): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  const active = handler !== null
  useEffect(() => {
    if (!active) return
    return appBridge.on('backPressed', () => latest.current?.())
  }, [active])
}
