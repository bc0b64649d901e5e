import type { CaptchaChallenge } from '@h5/api'
import { useCallback, useState, type ReactNode } from 'react'
import { onDemand, useOnDemandOverlay } from '../../platform/onDemand'
import type { CaptchaResolution } from './CaptchaDialog'

interface Question {
  challenge: CaptchaChallenge
  wrong: boolean
  resolve: (resolution: CaptchaResolution) => void
}

/** The captcha's dialog and the Modal layer: loaded when the server first asks for a captcha. */
const dialog = onDemand(() => import('./CaptchaDialog').then((module) => module.CaptchaDialog))

/**
 * The captcha asked from a send and awaited (as useConfirm asks a question): `solve` shows the challenge and
 * resolves the user's answer, 换一张 (`'refresh'`) or `null` when closed. The server asks for one only now and then,
 * so the dialog's code loads when it first does (platform/onDemand.ts); if that load fails, a toast says why and
 * the captcha counts as closed (no code is sent).
 *
 * @example
 * const { solve, captchaDialog } = useCaptcha()
 * const resolution = await solve(sent.data.captcha, sent.data.wrong)
 */
export function useCaptcha(): { solve: (challenge: CaptchaChallenge, wrong: boolean) => Promise<CaptchaResolution>; captchaDialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null)
  const solve = useCallback((challenge: CaptchaChallenge, wrong: boolean) => new Promise<CaptchaResolution>((resolve) => setQuestion({ challenge, wrong, resolve })), [])
  const close = () => {
    question?.resolve(null)
    setQuestion(null)
  }
  const CaptchaDialog = useOnDemandOverlay(dialog, question !== null, close)
  const captchaDialog = question && CaptchaDialog ? (
    <CaptchaDialog
      key={question.challenge.captchaID}
      challenge={question.challenge}
      wrong={question.wrong}
      onResolve={(resolution) => {
        question.resolve(resolution)
        setQuestion(null)
      }}
    />
  ) : null
  return { solve, captchaDialog }
}
