import type { CaptchaChallenge } from '@h5/api'
import { useCallback, useState, type ReactNode } from 'react'
import { CaptchaDialog, type CaptchaResolution } from './CaptchaDialog'

interface Question {
  challenge: CaptchaChallenge
  wrong: boolean
  resolve: (resolution: CaptchaResolution) => void
}

/**
 * The captcha asked from a send and awaited (as useConfirm asks a question): `solve` shows the challenge and
 * resolves the user's answer, 换一张 (`'refresh'`) or `null` when closed.
 *
 * @example
 * const { solve, captchaDialog } = useCaptcha()
 * const resolution = await solve(sent.data.captcha, sent.data.wrong)
 */
export function useCaptcha(): { solve: (challenge: CaptchaChallenge, wrong: boolean) => Promise<CaptchaResolution>; captchaDialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null)
  const solve = useCallback((challenge: CaptchaChallenge, wrong: boolean) => new Promise<CaptchaResolution>((resolve) => setQuestion({ challenge, wrong, resolve })), [])
  const captchaDialog = question ? (
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
