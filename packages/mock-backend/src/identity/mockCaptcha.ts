/**
 * The simulated risk check of the login send (docs/openapi.yaml `sendLoginSmsCode`, errnos 8361009 and
 * 8361010): which numbers it asks a captcha of, the challenges it makes, and how it checks an answer. The real
 * service decides by risk; the simulator by the number, so a dev user and a test can reach each branch.
 */

/** The captcha answers of the simulator, and which numbers are asked for one. */
export const MOCK_CAPTCHA = {
  /** A number beginning with this (a virtual operator's range) is asked to read a picture first. */
  imagePrefix: '170',
  /** A number beginning with this is asked to slide a piece into place first. */
  slidePrefix: '171',
  /** What the picture says. */
  text: 'H5GO',
  /** Where the slide's gap begins, in the background's pixels; an answer within `slideTolerance` passes. */
  slideX: 182,
  slideTolerance: 6,
} as const

const WIDTH = 300
const HEIGHT = 160
const PIECE = 48
const PIECE_Y = 56

export type CaptchaKind = 'image' | 'slide'

/** A challenge the simulator issued: for one number, answered once. */
export interface IssuedCaptcha {
  kind: CaptchaKind
  number: string
  used: boolean
}

/** The kind of captcha the risk check asks of this number, or null when it asks none. */
export function captchaKindFor(phone: string): CaptchaKind | null {
  if (phone.startsWith(MOCK_CAPTCHA.imagePrefix)) return 'image'
  if (phone.startsWith(MOCK_CAPTCHA.slidePrefix)) return 'slide'
  return null
}

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`

/** The challenge's answer body (docs/openapi.yaml `CaptchaChallenge`) for an id. */
export function captchaChallenge(captchaID: string, kind: CaptchaKind) {
  if (kind === 'image') {
    const letters = Array.from(MOCK_CAPTCHA.text)
      .map((letter, index) => `<text x="${14 + index * 26}" y="${30 + (index % 2) * 6}" transform="rotate(${index % 2 ? 8 : -8} ${20 + index * 26} 28)">${letter}</text>`)
      .join('')
    const image = svg(120, 44, `<rect width="120" height="44" fill="#eef1f6"/><path d="M0 30 Q30 6 60 26 T120 18" stroke="#b8c2d6" fill="none"/><g font-family="monospace" font-size="24" font-weight="700" fill="#33415c">${letters}</g>`)
    return { captchaID, kind: 'image' as const, image, answerLength: MOCK_CAPTCHA.text.length }
  }
  const background = svg(
    WIDTH,
    HEIGHT,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#8ec5fc"/><stop offset="1" stop-color="#e0c3fc"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><circle cx="60" cy="120" r="40" fill="#fff" opacity=".35"/><rect x="${MOCK_CAPTCHA.slideX}" y="${PIECE_Y}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" opacity=".45"/>`,
  )
  const piece = svg(PIECE, PIECE, `<rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="#c9b6f5" stroke="#fff" stroke-width="2"/>`)
  return { captchaID, kind: 'slide' as const, background, piece, width: WIDTH, height: HEIGHT, pieceWidth: PIECE, pieceY: PIECE_Y }
}

/** Whether `answer` solves a challenge of `kind`. */
export function captchaSolved(kind: CaptchaKind, answer: unknown): boolean {
  if (typeof answer !== 'string') return false
  if (kind === 'image') return answer.trim().toUpperCase() === MOCK_CAPTCHA.text
  if (!/^\d{1,4}$/.test(answer)) return false
  return Math.abs(Number(answer) - MOCK_CAPTCHA.slideX) <= MOCK_CAPTCHA.slideTolerance
}
