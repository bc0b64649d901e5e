import type { FakeNative } from '@h5/bridge/testing'
import { sessionStore } from '../platform/session/sessionStore'
import { showToast } from '../state/overlays'
import { installAppNative } from './appNative'
import { APP_USER_AGENTS } from './appUserAgents'
import { installFakeWeixinJSBridge } from './fakeWeixinJSBridge'
import { payNativeOptions } from './payScenarios'
import { applyTeenScenario } from './teenScenarios'

type DevNativeChoice = 'ios' | 'android' | 'off' | 'wechat'

const CHOICE_KEY = 'h5:dev:native'

/**
 * `pnpm dev` as if inside the app (README "Inside the app, without the app"): `?native=ios|android|off` picks the
 * simulated phone (default iOS; the choice is remembered for the tab). In-app means what it means on a phone: the
 * user agent carries `pid/` and native provides the bridge over the real wire protocol. `off` is a plain browser
 * (web fallbacks); `wechat` is WeChat's own browser, with the stand-in `WeixinJSBridge` (`?wxpay=cancel|fail`
 * picks how its pay sheet answers; fakeWeixinJSBridge.ts). The controller is on `window.__h5FakeNative__` for the devtools console (e.g.
 * `.callPage('onBackPressed')`). `?teen=off|on|limit|curfew` seeds the teen model first (teenScenarios.ts);
 * `?pay=cancel|fail|none` and `?wx=missing` pick how the pay sheet answers (payScenarios.ts). A page opened for
 * a simulator scenario user (tokens in its address) finds the app signed in as that user (nativeUser.ts).
 */
export function setupDevNative(win: Window = window): FakeNative | undefined {
  const choice = pickChoice(win)
  if (choice === 'off') return undefined
  if (choice === 'wechat') {
    Object.defineProperty(win.navigator, 'userAgent', { configurable: true, get: () => APP_USER_AGENTS.wechat })
    const answer = new URLSearchParams(win.location.search).get('wxpay')
    installFakeWeixinJSBridge(win, answer === 'cancel' || answer === 'fail' ? answer : 'ok')
    return undefined
  }
  Object.defineProperty(win.navigator, 'userAgent', { configurable: true, get: () => APP_USER_AGENTS[choice] })
  applyTeenScenario(win)
  const pay = payNativeOptions(new URLSearchParams(win.location.search))
  // main.tsx has already taken the tokens out of the address (they wait, unresolved, in the session store): a
  // page opened for a scenario user (the index page's scenario links) finds the app signed in as that user.
  const claimed = sessionStore.get()
  const openedFor = claimed.source === 'address' ? claimed.tokens : null
  return installAppNative(win, { platform: choice, storage: win.sessionStorage, onToast: showToast, openedFor, ...pay })
}

function pickChoice(win: Window): DevNativeChoice {
  const asked = new URLSearchParams(win.location.search).get('native')
  const remembered = win.sessionStorage.getItem(CHOICE_KEY)
  const choice = [asked, remembered].find(isChoice) ?? 'ios'
  win.sessionStorage.setItem(CHOICE_KEY, choice)
  return choice
}

function isChoice(value: string | null): value is DevNativeChoice {
  return value === 'ios' || value === 'android' || value === 'off' || value === 'wechat'
}
