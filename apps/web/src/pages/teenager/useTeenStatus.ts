import { checkCanUse, type CanUseAnswer, type TeenError } from '@h5/teen'
import { useCallback, useEffect, useState } from 'react'
import { teenBridge } from './teenBridge'

/** What native said about teen mode: asking, its answer, or why it could not answer. */
export type TeenStatus =
  | { phase: 'loading' }
  | { phase: 'ready'; answer: CanUseAnswer }
  | { phase: 'failed'; error: TeenError }

/**
 * Asks native once per mount (and again on `retry`) whether teen mode is on and use is allowed now, through
 * @h5/teen's `checkCanUse` (a malformed answer is `BAD_ANSWER`, never a guess). Only native holds the switch
 * (docs/native-contract.md, `teenagerCanUse`), so every screen that depends on it asks afresh.
 *
 * @example
 * const { status, retry } = useTeenStatus()
 * if (status.phase === 'ready' && !status.answer.canUse) …
 */
export function useTeenStatus(): { status: TeenStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<TeenStatus>({ phase: 'loading' })

  useEffect(() => {
    let current = true
    void checkCanUse(teenBridge).then((asked) => {
      if (!current) return
      setStatus(asked.ok ? { phase: 'ready', answer: asked.data } : { phase: 'failed', error: asked.error })
    })
    return () => {
      current = false
    }
  }, [attempt])

  const retry = useCallback(() => {
    setStatus({ phase: 'loading' })
    setAttempt((count) => count + 1)
  }, [])

  return { status, retry }
}
