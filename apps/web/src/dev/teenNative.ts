import { canUse, isAgeBracket, isValidPin, TeenNativeErrcode, type AgeBracket } from '@h5/teen'

/**
 * The teen-mode side of the fake native (dev server and e2e only, never in the production bundle): what a real
 * app keeps natively — the switch, the guardian PIN, the bracket, today's usage — and the two bridge ops that
 * read and change it, following the cross-team contract: `teenagerSwitch { open, password, age? }` → `{}` or
 * errcode 4001 `密码错误`; on when on / off when off is `{}`; `teenagerCanUse` → `{ canUse, reason?,
 * usedMinutes, open }` from the bracket's daily limit, the 22:00–06:00 curfew and the usage.
 *
 * Tests and the dev index page steer it with `setUsedMinutes` and `setNow` (a fixed clock; `null` = real time).
 * With a `storage`, the model survives page reloads like a real app's settings do.
 */
export interface TeenNativeSnapshot {
  open: boolean
  /** The guardian PIN while the mode is on; `null` when off. */
  pin: string | null
  age: AgeBracket
  usedMinutes: number
  /** The fixed clock as an ISO string, or `null` for the real time. */
  now: string | null
}

export interface TeenNativeOptions {
  /** Where the model persists itself (e.g. sessionStorage); omitted, it lives in memory. */
  storage?: Storage
  /** The starting model (merged over the defaults: off, bracket 2, nothing used, real time). */
  initial?: Partial<TeenNativeSnapshot>
}

/**
 * Failure replies in the wire shape native uses: a reply with a nonzero `errcode` rejects (docs/native-contract.md,
 * "Replies").
 */
export const WRONG_PASSWORD_REPLY = { errcode: TeenNativeErrcode.WRONG_PIN, errmsg: '密码错误' } as const
const BAD_PAYLOAD_REPLY = { errcode: 4000, errmsg: '参数错误' } as const

export interface TeenNative {
  teenagerSwitch(data: unknown): Record<string, unknown>
  teenagerCanUse(): Record<string, unknown>
  setUsedMinutes(minutes: number): void
  /** Fix the clock (a Date or an ISO string), or `null` to use the real time again. */
  setNow(now: Date | string | null): void
  /** Overwrite parts of the model at once (e.g. start a test with the mode already on). */
  set(patch: Partial<TeenNativeSnapshot>): void
  reset(): void
  snapshot(): TeenNativeSnapshot
}

/** Where the model persists itself; e2e tests seed it here before the page loads (see e2e/teenNativeState.ts). */
export const TEEN_NATIVE_STORAGE_KEY = 'h5:dev:teenNative'
const STORAGE_KEY = TEEN_NATIVE_STORAGE_KEY

const DEFAULTS: TeenNativeSnapshot = { open: false, pin: null, age: 2, usedMinutes: 0, now: null }

export function createTeenNative({ storage, initial }: TeenNativeOptions = {}): TeenNative {
  let model: TeenNativeSnapshot = { ...DEFAULTS, ...load(storage), ...initial }

  function commit(next: TeenNativeSnapshot) {
    model = next
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(model))
    } catch {
      // A full or blocked storage only costs persistence across reloads.
    }
  }

  const clock = () => (model.now ? new Date(model.now) : new Date())

  return {
    teenagerSwitch(data) {
      const { open, password, age } = (data ?? {}) as Record<string, unknown>
      if (typeof open !== 'boolean' || typeof password !== 'string') return { ...BAD_PAYLOAD_REPLY }
      if (age !== undefined && !isAgeBracket(age)) return { ...BAD_PAYLOAD_REPLY }
      if (open) {
        if (model.open) return {}
        if (!isValidPin(password)) return { ...BAD_PAYLOAD_REPLY }
        commit({ ...model, open: true, pin: password, age: age ?? model.age })
        return {}
      }
      if (!model.open) return {}
      if (password !== model.pin) return { ...WRONG_PASSWORD_REPLY }
      commit({ ...model, open: false, pin: null })
      return {}
    },

    teenagerCanUse() {
      if (!model.open) return { canUse: true, usedMinutes: model.usedMinutes, open: false }
      const verdict = canUse({ bracket: model.age, usedMinutes: model.usedMinutes, now: clock() })
      return {
        canUse: verdict.canUse,
        ...(verdict.reason ? { reason: verdict.reason } : {}),
        usedMinutes: model.usedMinutes,
        open: true,
      }
    },

    setUsedMinutes(minutes) {
      commit({ ...model, usedMinutes: Math.max(0, Math.floor(minutes)) })
    },

    setNow(now) {
      commit({ ...model, now: now === null ? null : new Date(now).toISOString() })
    },

    set(patch) {
      commit({ ...model, ...patch })
    },

    reset() {
      commit({ ...DEFAULTS })
    },

    snapshot() {
      return { ...model }
    },
  }
}

function load(storage: Storage | undefined): Partial<TeenNativeSnapshot> {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null
    if (!saved || typeof saved !== 'object') return {}
    // Keep only well-typed fields: a stale or hand-edited entry must not break the dev server.
    const restored: Partial<TeenNativeSnapshot> = {}
    if (typeof saved.open === 'boolean') restored.open = saved.open
    if (typeof saved.pin === 'string' || saved.pin === null) restored.pin = saved.pin
    if (isAgeBracket(saved.age)) restored.age = saved.age
    if (typeof saved.usedMinutes === 'number' && saved.usedMinutes >= 0) restored.usedMinutes = saved.usedMinutes
    if (typeof saved.now === 'string' || saved.now === null) restored.now = saved.now
    return restored
  } catch {
    return {}
  }
}
