import { readFields, readText, type CaptchaAnswer, type CaptchaChallenge, type SmsSent } from '@h5/api'
import { checkPhone } from './checkPhone'
import { IDENTITY_ERRNOS } from './errnoTable'
import { IdentityErrorCode } from './IdentityErrorCode'
import { invalidInput } from './invalidInput'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState } from './types'

/** What the web login's send takes: the number, how the code comes, and the answer to a captcha it asked for. */
export interface LoginCodeInput {
  countryCode: string
  phone: string
  /** `voice`: a call reads the code out (for an SMS that does not come). */
  channel?: 'sms' | 'voice'
  captcha?: CaptchaAnswer
}

/**
 * How the send ended: the code went out, or the server's risk check wants a captcha first (`wrong`: the last
 * answer was not right); nothing was sent then, and the page sends again with the answer.
 */
export type LoginCodeAnswer = { sent: SmsSent } | { captcha: CaptchaChallenge; wrong: boolean }

const CAPTCHA_ERRNOS: readonly string[] = [IdentityErrorCode.CAPTCHA_REQUIRED, IdentityErrorCode.CAPTCHA_WRONG]

/** A picture the page may draw: https or a data: image (docs/openapi.yaml `CaptchaImage`), else ''. */
function readCaptchaImage(value: unknown): string {
  const url = readText(value)
  return /^(https:\/\/|data:image\/)/.test(url) ? url : ''
}

const isSize = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 4096

/** The challenge of an 8361009 / 8361010 answer's `data`, or null when it cannot be drawn. */
export function readCaptchaChallenge(data: unknown): CaptchaChallenge | null {
  const fields = readFields(data)
  const captchaID = readText(fields?.captchaID)
  if (!fields || captchaID === '') return null
  if (fields.kind === 'image') {
    const image = readCaptchaImage(fields.image)
    const answerLength = fields.answerLength
    return image !== '' && isSize(answerLength, 1) && answerLength <= 16 ? { captchaID, kind: 'image', image, answerLength } : null
  }
  if (fields.kind !== 'slide') return null
  const background = readCaptchaImage(fields.background)
  const piece = readCaptchaImage(fields.piece)
  const { width, height, pieceWidth, pieceY } = fields
  if (background === '' || piece === '' || !isSize(width, 1) || !isSize(height, 1) || !isSize(pieceWidth, 1) || !isSize(pieceY, 0)) return null
  return { captchaID, kind: 'slide', background, piece, width, height, pieceWidth, pieceY }
}

/**
 * The web login's code (docs/openapi.yaml `sendLoginSmsCode`): by SMS, or read out in a call (`channel:
 * 'voice'`). When the server's risk check asks for a captcha (8361009) or refuses the answer (8361010), the
 * result is ok with the challenge to show, not a failure; a challenge that cannot be drawn fails as the errno
 * does (CAPTCHA_REQUIRED / CAPTCHA_WRONG). The number is checked first. A double tap sends once.
 *
 * @example
 * const sent = await sendLoginCode(state, api, { countryCode: '+86', phone })
 * if (sent.ok && 'captcha' in sent.data) showCaptcha(sent.data.captcha)
 * else if (sent.ok) startCountdown(sent.data.sent.resendAfterSeconds)
 */
export function sendLoginCode(state: IdentityState, api: IdentityApi, input: LoginCodeInput): Promise<IdentityResult<LoginCodeAnswer>> {
  return runAction(state, 'sms', {
    run: async (): Promise<LoginCodeAnswer> => {
      const phone = checkPhone(input.countryCode, input.phone)
      if (!phone.ok) throw invalidInput(phone.message)
      const payload = { countryCode: input.countryCode, phone: phone.value, ...(input.channel && { channel: input.channel }), ...(input.captcha && { captcha: input.captcha }) }
      try {
        return { sent: (await api.sendLoginSmsCode(payload, { quiet: true })).data }
      } catch (cause) {
        const { errno, body } = (cause ?? {}) as { errno?: unknown; body?: unknown }
        const code = typeof errno === 'number' ? IDENTITY_ERRNOS[errno] : undefined
        const challenge = code && CAPTCHA_ERRNOS.includes(code) ? readCaptchaChallenge(readFields(body)?.data) : null
        if (!challenge) throw cause
        return { captcha: challenge, wrong: code === IdentityErrorCode.CAPTCHA_WRONG }
      }
    },
    exclusive: true,
  })
}
