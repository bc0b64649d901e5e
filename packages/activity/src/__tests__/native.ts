import { createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers } from '@h5/bridge/testing'
import { JSDOM } from 'jsdom'
import type { ActivityBridge } from '..'

/** The real bridge in a fresh in-app web view over a scripted native side. */
export function nativeWith(handlers: FakeHandlers): ActivityBridge {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://h5.example.com/draw' })
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 pid/123456' })
  const appWindow = window as unknown as Window
  installFakeNative(appWindow, { platform: 'android', handlers })
  return createBridge({ window: appWindow }) as ActivityBridge
}

/** Native with teen mode off: what an adult's app answers. */
export const teenOff = () => nativeWith({ teenagerCanUse: () => ({ canUse: true, open: false }) })
/** Native with teen mode on. */
export const teenOn = () => nativeWith({ teenagerCanUse: () => ({ canUse: true, open: true }) })
