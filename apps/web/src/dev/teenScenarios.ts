import { TEEN_NATIVE_STORAGE_KEY, type TeenNativeSnapshot } from './teenNative'

/** The guardian PIN of every dev scenario with teen mode on. */
export const DEV_TEEN_PIN = '0427'

/** Today at `hour:minute` on this computer's clock, as the model stores a fixed clock. */
const today = (hour: number, minute = 0) => {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute).toISOString()
}

/**
 * The teen model's dev scenarios (`pnpm dev`, README "The backend: simulator or real": every teen flow one tap
 * from the index), picked with `?teen=<name>` on any page. Each replaces the model the tab had, so the same link
 * starts fresh each time.
 */
const TEEN_SCENARIOS: Readonly<Record<string, () => TeenNativeSnapshot>> = {
  off: () => ({ open: false, pin: null, age: 2, usedMinutes: 0, now: null }),
  on: () => ({ open: true, pin: DEV_TEEN_PIN, age: 1, usedMinutes: 35, now: today(12) }),
  limit: () => ({ open: true, pin: DEV_TEEN_PIN, age: 1, usedMinutes: 60, now: today(12) }),
  curfew: () => ({ open: true, pin: DEV_TEEN_PIN, age: 2, usedMinutes: 0, now: today(22, 30) }),
}

/**
 * Seeds the teen model from `?teen=` before the fake native reads it (setupDevNative calls this first); an
 * unknown name changes nothing.
 *
 * @example applyTeenScenario(window) // at /teenager/nav?teen=limit: 8–16, 60 minutes used, 12:00
 */
export function applyTeenScenario(win: Window): void {
  const name = new URLSearchParams(win.location.search).get('teen')
  // Own keys only: `?teen=toString` must not reach Object.prototype.
  const scenario = name !== null && Object.hasOwn(TEEN_SCENARIOS, name) ? TEEN_SCENARIOS[name] : undefined
  if (scenario) win.sessionStorage.setItem(TEEN_NATIVE_STORAGE_KEY, JSON.stringify(scenario()))
}
