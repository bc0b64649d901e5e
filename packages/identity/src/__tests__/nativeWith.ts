import { createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers } from '@h5/bridge/testing'
import { JSDOM } from 'jsdom'
import type { IdentityBridge } from '..'

/** The real bridge in a fresh in-app web view (`pid/` in its user agent) over a scripted native side. */
export function nativeWith(handlers: FakeHandlers): IdentityBridge {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://h5.example.com/oauth' })
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 pid/123456' })
  const appWindow = window as unknown as Window
  installFakeNative(appWindow, { platform: 'android', handlers })
  return createBridge({ window: appWindow }) as IdentityBridge
}

/** Native's face check, passed. */
export const passingFace: FakeHandlers = { faceVerify: ({ certifyID }) => ({ certifyID, passed: true }) }
