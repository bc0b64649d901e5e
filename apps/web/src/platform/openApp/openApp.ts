import type { Bridge } from '@h5/bridge'
import { openPage } from '../openPage'
import { appLink, downloadAddress } from './openAppLinks'
import type { OpenAppEnvironment } from './openAppEnvironment'
import type { OpenAppSettings } from './openAppSettings'
import type { OpenAppTarget } from './openAppTarget'
import { tryAppLink } from './tryAppLink'

/**
 * How a tap on 打开App opens the target, by where the page runs (docs/architecture.md, "Opening the app from a web
 * page"):
 *
 * - `in-app`: inside the app, at once: a room through native's `enterRoom`, a page as any page (`openPage`);
 * - `app-link`: a phone's browser tries the app's `link`, then goes to `fallback`, the download page with the
 *   target, when the app did not take over;
 * - `download`: a computer, where no app opens: the download page with the target;
 * - `wechat-open-tag`: WeChat with a JS-SDK signature for the page: WeChat's own open-app button does it;
 * - `open-in-browser`: WeChat without one, and QQ: both block app links and APK downloads, so the page shows how
 *   to open it in the browser (⋯, 在浏览器中打开), where the link works.
 */
export type OpenAppWay =
  | { way: 'in-app' }
  | { way: 'app-link'; link: string; fallback: string }
  | { way: 'download'; address: string }
  | { way: 'wechat-open-tag' }
  | { way: 'open-in-browser' }

/**
 * The way to open `target` in `environment`; `wechatOpenTag` says whether WeChat's open-app button is ready on the
 * page (the backend signed the page for WeChat's JS-SDK, and the SDK accepted it).
 *
 * @example openAppWay({ kind: 'room', roomId: '10086' }, 'android', settings, false) // { way: 'app-link', link: 'h5app://open?room=10086', fallback: '/download?room=10086' }
 */
export function openAppWay(
  target: OpenAppTarget,
  environment: OpenAppEnvironment,
  settings: OpenAppSettings,
  wechatOpenTag: boolean,
): OpenAppWay {
  switch (environment) {
    case 'app':
      return { way: 'in-app' }
    case 'wechat':
      return wechatOpenTag ? { way: 'wechat-open-tag' } : { way: 'open-in-browser' }
    case 'qq':
      return { way: 'open-in-browser' }
    case 'ios':
    case 'android':
      return { way: 'app-link', link: appLink(target, environment, settings), fallback: downloadAddress(target) }
    case 'desktop':
      return { way: 'download', address: downloadAddress(target) }
  }
}

/**
 * Opens `target` inside the app: a room with native's `enterRoom`, a page of this app with `openPage` (on iOS a
 * new full-screen web view). Rejects with the bridge's or openPage's error, which the caller shows.
 */
export async function openInApp(target: OpenAppTarget, bridge: Pick<Bridge, 'call'>, win: Window = window): Promise<void> {
  if (target.kind === 'room') await bridge.call('enterRoom', { roomID: target.roomId })
  else openPage(target.path, win)
}

/**
 * Carries out a way that navigates (`app-link`, `download`); returns the function that stops an app link's wait,
 * else nothing. The other ways are the page's to draw (WeChat's button, the open-in-browser guide) or to call
 * ({@link openInApp}).
 */
export function followOpenAppWay(way: OpenAppWay, win: Window = window): (() => void) | undefined {
  if (way.way === 'app-link') return tryAppLink(way.link, way.fallback, win)
  if (way.way === 'download') win.location.assign(way.address)
  return undefined
}
