import { useCallback, useRef, useState, type ReactNode } from 'react'
import { onDemand, useOnDemandOverlay } from '../platform/onDemand'
import type { ConfirmDialogProps } from './ConfirmDialog'

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmText' | 'cancelText' | 'danger'>

export interface UseConfirm {
  /** Asks; resolves true for the confirm, false for 取消, Escape, a tap outside or a newer question. */
  confirm: (options: ConfirmOptions) => Promise<boolean>
  /** The dialog element: render it once in the page. */
  confirmDialog: ReactNode
}

interface Question {
  options: ConfirmOptions
  answer: (confirmed: boolean) => void
}

/** The dialog and the Modal layer: loaded when a question is first asked. */
const dialog = onDemand(() => import('./ConfirmDialog').then((module) => module.ConfirmDialog))

/**
 * A ConfirmDialog asked from an event handler and awaited, so the page keeps no open/closed state for it. A
 * question is asked after a tap (leaving a form with input, a withdrawal, a gift), so the dialog's code and the
 * Modal layer's load when the first one is asked (platform/onDemand.ts), not with the page: they were start-up
 * JS of every page that asks one (README "Performance"). If that load fails, a toast says why and the question is
 * answered false, as 取消 would: nothing a question guards happens unasked.
 *
 * @example
 * const { confirm, confirmDialog } = useConfirm()
 * async function unbind() {
 *   if (!(await confirm({ title: '确认解绑该银行卡？', confirmText: '解绑', danger: true }))) return
 *   await api.unbindCard(cardId)
 * }
 * return <>{…}{confirmDialog}</>
 */
export function useConfirm(): UseConfirm {
  const [question, setQuestion] = useState<Question | null>(null)
  // The open question outside state too, so a newer one can answer it false at once.
  const pending = useRef<Question | null>(null)

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pending.current?.answer(false)
        const next = { options, answer: resolve }
        pending.current = next
        setQuestion(next)
      }),
    [],
  )

  function answer(confirmed: boolean) {
    question?.answer(confirmed)
    pending.current = null
    setQuestion(null)
  }

  const ConfirmDialog = useOnDemandOverlay(dialog, question !== null, () => answer(false))
  const confirmDialog = ConfirmDialog ? (
    <ConfirmDialog
      {...(question?.options ?? { title: '' })}
      open={question !== null}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ) : null
  return { confirm, confirmDialog }
}
