import { JSDOM } from 'jsdom'
import { createBridge, type BridgeDiagnostic, type BridgeOptions, type BridgeWindow } from '..'
import { installFakeNative, type FakeNativeOptions } from '../testing'

export const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 pid/123456',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 pid/123456',
  web: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const

export type Platform = keyof typeof USER_AGENTS

export type TestWindow = Window & typeof globalThis & BridgeWindow

/**
 * A fresh window per test: no bridge, frame or WVJBCallbacks survives from one case to the next. The page is
 * https://h5.example.com/page unless `url` says otherwise.
 */
export function makeWindow(platform: Platform, url = 'https://h5.example.com/page'): TestWindow {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url })
  const win = dom.window as unknown as TestWindow
  Object.defineProperty(win.navigator, 'userAgent', { value: USER_AGENTS[platform] })
  return win
}

/**
 * A fresh window, fake native and bridge, already in use (bootstrap started). `native` options default to no
 * handlers and an immediate bridge; every diagnostic is collected.
 */
export function setup(
  platform: 'ios' | 'android',
  native: Omit<FakeNativeOptions, 'platform'> = {},
  options: Omit<BridgeOptions, 'window' | 'onDiagnostic'> = {},
  pageUrl?: string,
) {
  const win = makeWindow(platform, pageUrl)
  const fake = installFakeNative(win, { platform, ...native })
  const diagnostics: BridgeDiagnostic[] = []
  const bridge = createBridge({ ...options, window: win, onDiagnostic: (d) => diagnostics.push(d) })
  // A subscription starts the bootstrap, as an app's first call or subscription would; this one is let go at once.
  bridge.on('pageActive', () => undefined)()
  return { win, native: fake, bridge, diagnostics }
}

/** A settled promise's outcome, for asserting rejections by value. */
export async function outcome<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await promise }
  } catch (error) {
    return { error }
  }
}

/** Lets pending microtasks run (the fake's replies, MutationObserver records); works under fake timers too. */
export async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

export const PLATFORMS = ['ios', 'android'] as const
