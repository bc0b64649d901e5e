/**
 * `pnpm --filter @h5/bridge bench`: what the SDK costs per call on top of the raw protocol. For each fake
 * native (iOS, Android) it times 10,000 sequential `getAppVersion` round trips through `bridge.call` (payload
 * handling, quick-query deadline timer, reply parsing, settling) and 10,000 through a raw
 * `WebViewJavascriptBridge.callHandler('callNative', …)` on the same fake, and prints µs per call and the ratio.
 * Runs the built package (dist/), as consumers get it; best of five rounds, after a warm-up.
 */
import { performance } from 'node:perf_hooks'
import { JSDOM } from 'jsdom'
import { createBridge } from '../dist/index.js'
import { installFakeNative } from '../dist/testing.js'

const CALLS = 10_000
const ROUNDS = 5
const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  android: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/123456',
}

/** @param {() => Promise<unknown>} roundTrip @returns {Promise<number>} µs per call, best round */
async function time(roundTrip) {
  for (let i = 0; i < 1000; i++) await roundTrip()
  let best = Infinity
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    for (let i = 0; i < CALLS; i++) await roundTrip()
    best = Math.min(best, ((performance.now() - start) * 1000) / CALLS)
  }
  return best
}

/** @param {'ios' | 'android'} platform */
async function measure(platform) {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://h5.example.com/' })
  Object.defineProperty(window.navigator, 'userAgent', { value: USER_AGENTS[platform] })
  installFakeNative(window, { platform, handlers: { getAppVersion: () => ({ version: '6.12.0' }) } })
  const bridge = createBridge({ window })
  await bridge.call('getAppVersion') // waits for the bootstrap
  const raw = window.WebViewJavascriptBridge
  const viaSdk = await time(() => bridge.call('getAppVersion'))
  const viaRaw = await time(
    () => new Promise((resolve) => raw.callHandler('callNative', { op: 'getAppVersion', data: {} }, resolve)),
  )
  window.close()
  return { platform, viaSdk, viaRaw }
}

const rows = [await measure('ios'), await measure('android')]
console.log(`${CALLS.toLocaleString('en')} getAppVersion round trips through installFakeNative (best of ${ROUNDS} rounds)`)
console.log('platform   bridge.call   raw callHandler   ratio')
for (const { platform, viaSdk, viaRaw } of rows) {
  console.log(
    `${platform.padEnd(10)} ${`${viaSdk.toFixed(2)} µs`.padStart(11)}   ${`${viaRaw.toFixed(2)} µs`.padStart(15)}   ${(viaSdk / viaRaw).toFixed(2)}x`,
  )
}
