import { BridgeError } from './BridgeError'
import { BridgeErrcode } from './BridgeErrcode'
import type { OpName } from './types'

/** What an op does in a plain browser; resolves its result or rejects `BridgeError`. */
export type WebFallback = (op: OpName, data: Record<string, unknown>) => Promise<unknown>

/**
 * Outside the app (docs/native-contract.md, the "web" column of "Operations"): `back` goes back in history,
 * `checkWx` reports WeChat present, and ops with a web platform equivalent use it (share -> Web Share,
 * getClipboard -> Clipboard, openURLOutApp -> navigation, audio ops -> one HTMLAudioElement, showToast -> the
 * page's toast). Everything else rejects 998 `请在App内打开`.
 * A browser refusing (permission, autoplay policy) rejects 994; the user dismissing the share sheet 997.
 */
export function createWebFallback(win: Window | undefined, webToast?: (message: string, durationMs?: number) => void): WebFallback {
  let audio: HTMLAudioElement | undefined

  return async (op, data) => {
    if (!win) throw new BridgeError(BridgeErrcode.NOT_IN_APP)
    const { navigator } = win
    try {
      switch (op) {
        case 'back':
          win.history.back()
          return {}
        case 'checkWx':
          return { installed: true }
        case 'share':
          if (!navigator.share) break
          await navigator.share({ title: data.title as string, text: data.desc as string, url: data.link as string })
          return { channel: 'system' }
        case 'getClipboard':
          if (!navigator.clipboard?.readText) break
          return { text: await navigator.clipboard.readText() }
        case 'openURLOutApp':
          win.location.assign(data.url as string)
          return {}
        case 'showToast':
          if (!webToast) break
          webToast(String(data.message ?? ''), data.duration as number | undefined)
          return {}
        case 'playAudio':
          audio?.pause()
          audio = win.document.createElement('audio')
          audio.src = data.url as string
          audio.loop = !!data.loop
          await audio.play()
          return {}
        case 'pauseAudio':
          audio?.pause()
          return {}
        case 'resumeAudio':
          await audio?.play()
          return {}
        case 'stopPlayAudio':
          audio?.pause()
          audio = undefined
          return {}
      }
    } catch (error) {
      throw new BridgeError((error as Error | undefined)?.name === 'AbortError' ? BridgeErrcode.CANCELLED : BridgeErrcode.BROWSER_REFUSED)
    }
    throw new BridgeError(BridgeErrcode.NOT_IN_APP)
  }
}
