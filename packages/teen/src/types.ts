import type { NamedRequestsState, RequestResult } from '@h5/request'
import type { TeenError } from './TeenError'

/**
 * Public types of @h5/teen. The bridge types are structural (docs/native-contract.md, `teenagerSwitch` and
 * `teenagerCanUse`), so any object with a fitting `call` works: the app's `@h5/bridge` instance, or a bridge of
 * another copy of the SDK.
 */

/**
 * What every action returns (@h5/request's result with this family's error): it never rejects (nor throws), a
 * failure is a value.
 *
 * @example
 * const closed = await closeTeenMode(state, bridge, pin)
 * if (closed.ok) showToast('青少年模式已关闭')
 * else showError(closed.error.message)
 */
export type TeenResult<T> = RequestResult<T, TeenError>

/**
 * The actions that keep a status and an error in the state: asking native whether use is allowed (`canUse`),
 * turning the mode on (`enable`), off (`close`), and changing the PIN (`changePin`).
 */
export type TeenAction = 'canUse' | 'enable' | 'close' | 'changePin'

/** An age bracket of the 2024 national minor-mode guideline: `0` under 8, `1` 8–16, `2` 16–18 (`AGE_BRACKETS`). */
export type AgeBracket = 0 | 1 | 2

/** Why native refuses use right now: the 22:00–06:00 curfew or the bracket's daily limit. */
export type DenyReason = 'curfew' | 'limit'

/**
 * The teen-mode state of one visit of the teen screens (`createTeenState`): native's last answer about the mode,
 * the first PIN entry and the chosen bracket (default 2) carried from the set screen to the confirm screen, and
 * each action's status and error (the shared runner's named requests, @h5/request).
 */
export interface TeenState extends NamedRequestsState<TeenAction, TeenError> {
  /** What native last said about teen mode (`checkCanUse`); `null` before it answered. */
  canUse: CanUseAnswer | null
  /** The PIN typed on the set screen, kept in memory until the confirm screen matches it; cleared once used. */
  teenPwd: string
  /** The chosen age bracket; a plain number, checked (`isAgeBracket`) before it is sent. */
  teenAge: number
}

/** Payload of the bridge op `teenagerSwitch`. */
export interface TeenSwitchData {
  open: boolean
  password: string
  /** Sent when turning the mode on; omitted, native keeps the bracket it has. */
  age?: AgeBracket
}

/** Answer of the bridge op `teenagerCanUse`, checked and normalised by {@link checkCanUse}. */
export interface CanUseAnswer {
  canUse: boolean
  /** Set when `canUse` is false and native said why (an unknown reason is dropped, not guessed). */
  reason?: DenyReason
  /** Minutes used today, when native reports them. */
  usedMinutes?: number
  /** Whether teen mode is on; when native omits it, a refusal implies on, otherwise it is unknown. */
  open?: boolean
}

/**
 * The one bridge operation a family asks before a paid act (checkTeenModeOn): any bridge with a fitting `call`
 * (`@h5/bridge`'s `Bridge`, a family's narrow bridge type).
 */
export interface TeenModeBridge {
  call(op: 'teenagerCanUse'): Promise<unknown>
}

/** The two bridge operations teen mode needs; `@h5/bridge`'s `Bridge` fits. */
export interface TeenBridge {
  call(op: 'teenagerCanUse'): Promise<unknown>
  call(op: 'teenagerSwitch', data: TeenSwitchData): Promise<unknown>
}
