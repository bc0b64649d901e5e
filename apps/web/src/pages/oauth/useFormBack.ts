import type { ReactNode } from 'react'
import { useConfirm } from '../../components/useConfirm'
import { useBackHandler } from '../../platform/useBackHandler'
import { useGoBack } from '../../platform/useGoBack'

export interface FormBackOptions {
  /** The step shown; above 0, back goes to the step before. */
  step: number
  /** Shows a step (back from `step` shows `step - 1`). */
  toStep: (step: number) => void
  /** Something was typed or picked: leaving asks first, since it is not kept anywhere. */
  dirty: boolean
}

export interface FormBack {
  /** The title bar's back, the same as native's. */
  back: () => void
  /** The leave question: render it once in the page. */
  confirmDialog: ReactNode
}

/**
 * Back on a form of the identity flows, from the title bar and from native (Android's back key, iOS's swipe:
 * useBackHandler): a later step goes back a step; the first step with input asks before leaving (what was
 * typed is personal data kept nowhere else); otherwise the page is left as any page is. Native is left to go
 * back itself only when there is nothing to lose.
 *
 * @example
 * const { back, confirmDialog } = useFormBack({ step, toStep: setStep, dirty: name !== '' })
 * <TitleBar title="人工认证" onBack={back} />
 */
export function useFormBack({ step, toStep, dirty }: FormBackOptions): FormBack {
  const goBack = useGoBack()
  const { confirm, confirmDialog } = useConfirm()
  const back = () => {
    if (step > 0) return toStep(step - 1)
    if (!dirty) return goBack()
    void confirm({ title: '确定离开吗？', message: '已填写的信息不会保存，离开后需要重新填写。', confirmText: '离开', cancelText: '继续填写' }).then(
      (leave) => leave && goBack(),
    )
  }
  useBackHandler(step > 0 || dirty ? back : null)
  return { back, confirmDialog }
}
