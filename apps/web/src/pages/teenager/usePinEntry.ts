import { TeenErrorCode, type TeenAction, type TeenError, type TeenResult, type TeenState } from '@h5/teen'
import { useState } from 'react'
import { useSnapshot } from 'valtio'

/** What a PIN box does with four digits: an @h5/teen action's result (a step of its own returns a success). */
export type PinSubmit = (pin: string) => TeenResult<unknown> | Promise<TeenResult<unknown>>

/** The @h5/teen state a PIN box sends through, and the action whose status says native is checking the PIN. */
export interface PinSends {
  state: TeenState
  /** Left out for a box whose PIN is kept for the next step and sent to nobody (the first entry of a new PIN). */
  action?: TeenAction
}

/** Codes no retry on this screen can mend: the page needs the app (or a newer one) first. */
const FATAL_CODES: ReadonlySet<TeenErrorCode> = new Set([TeenErrorCode.NOT_IN_APP, TeenErrorCode.OUTDATED_APP])

export interface PinEntry {
  /** Spread onto PinInput. */
  input: { value: string; onChange(value: string): void; onComplete(pin: string): void; error?: string }
  /** A native call is on its way (the input keeps focus, so the keyboard stays up; typing waits). */
  busy: boolean
  /** Outside the app or an app too old: the screen gives way to a full-page state (never a stuck loader). */
  fatal: TeenError | null
  /** Back to the PIN box after a fatal failure (an unanswered call may answer the next time). */
  retry(): void
}

/**
 * One PIN box's life on a teen screen: the typed digits, the submit once four are in, and what a failed result
 * shows — the TeenError's Chinese message under the cells with the box cleared for the next try (e.g.
 * `密码错误，请重新输入`), or `fatal` for `NOT_IN_APP` / `OUTDATED_APP`. The box is cleared after every submit,
 * so a screen that moves to its next step starts empty. `submit` moves on itself when its result is a success.
 *
 * While native checks the PIN, typing and another submit wait: the action's status in the @h5/teen state
 * (`status[action]`, written by the shared runner the moment the action starts) is the guard, read as it is now,
 * so a second complete in the same tick (a paste, a fast thumb) sees the first; and the action is exclusive, so
 * even a caller past this guard sends one native call.
 *
 * @example
 * const entry = usePinEntry(async (pin) => {
 *   const closed = await closeTeenMode(state, teenBridge, pin)
 *   if (closed.ok) finish('青少年模式已关闭')
 *   return closed
 * }, { state, action: 'close' })
 * <PinInput label="监护密码" {...entry.input} />
 */
export function usePinEntry(submit: PinSubmit, { state, action }: PinSends): PinEntry {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [fatal, setFatal] = useState<TeenError | null>(null)
  const snap = useSnapshot(state)
  const busy = action !== undefined && snap.status[action] === 'loading'
  const sending = () => action !== undefined && state.status[action] === 'loading'

  function onChange(next: string) {
    if (sending()) return
    setValue(next)
    if (next !== '') setError(undefined)
  }

  async function onComplete(pin: string) {
    if (sending()) return
    try {
      const result = await submit(pin)
      if (result.ok) setError(undefined)
      else if (FATAL_CODES.has(result.error.code)) setFatal(result.error)
      else setError(result.error.message)
    } finally {
      setValue('')
    }
  }

  return {
    input: { value, onChange, onComplete: (pin) => void onComplete(pin), error },
    busy,
    fatal,
    retry: () => setFatal(null),
  }
}
