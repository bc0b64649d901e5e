import { endAttempt, startAttempt, type AttemptsState, type MoneyAttempt } from './moneyAttempts'
import { runNamedRequest } from './runNamedRequest'
import type { NamedRequestsState, RequestResult, RequestSteps } from './types'

/** How an action runs: the runner's steps without `toError`, which the family's table supplies. */
export type ActionSteps<T, E> = Omit<RequestSteps<T, E>, 'toError'>

/** How a money attempt runs (`runAttempt`): exclusive and never retried on its own, so no `exclusive` or `retry`. */
export interface AttemptSteps<T, E> extends Pick<RequestSteps<T, E>, 'apply' | 'fail'> {
  /**
   * Checks the input, then calls `begin(request)` with what it sends (the amount and the target, nothing
   * personal) for the attempt's idempotency key, and sends it with that key. Anything thrown before `begin` is
   * no attempt (a refusal before sending).
   */
  run: (begin: (request: string) => MoneyAttempt) => Promise<T>
  /** Whether a success ends the attempt; every success when left out (an order made but not paid does not). */
  settles?: (data: T) => boolean
}

/** A family's two runners, bound to its error table ({@link createActionRunners}). */
export interface ActionRunners<Name extends string, E> {
  /**
   * One action through `runNamedRequest`: `status[action]` and `errors[action]`, failures as the family's error,
   * never a rejection, one request for a double tap with `exclusive`.
   */
  runAction<T>(state: NamedRequestsState<Name, E>, action: Name, steps: ActionSteps<T, E>): Promise<RequestResult<T, E>>
  /**
   * A money attempt (docs/families.md, "Money and identity"): the action `slot`, exclusive, with the slot's
   * idempotency key. The key is made when the user starts an attempt and kept across its retries: the same
   * request after a failure the server did not decide (no answer, a time-out, errno 500) sends the same key,
   * so the server does it once. A success (that `settles`) or a decided failure ends the attempt; the next
   * request, or another one, gets a new key. The attempt lives in `state.attempts[slot]`, and for the tab when
   * the state keeps it there (`persistAttempts`).
   */
  runAttempt<Slot extends Name, T>(
    state: NamedRequestsState<Name, E> & AttemptsState<Slot>,
    slot: Slot,
    steps: AttemptSteps<T, E>,
  ): Promise<RequestResult<T, E>>
}

/**
 * The runners of a family's actions, with its `toError` (its table's; red packets map per action, so the action
 * is passed too). Each family names them once, in its `runAction.ts`.
 *
 * @example
 * export const { runAction, runAttempt } = createActionRunners<WalletAction, WalletError>(toWalletError)
 *
 * export function withdraw(state: WalletState, api: WalletApi, input: { tokens: UserTokens; amountFen: number }) {
 *   return runAttempt(state, 'withdraw', {
 *     run: async (begin) => {
 *       const { key } = begin(String(input.amountFen))
 *       return (await api.withdraw({ ...input.tokens, amountFen: input.amountFen, idempotencyKey: key })).data
 *     },
 *   })
 * }
 */
export function createActionRunners<Name extends string, E extends { readonly decided: boolean }>(
  toError: (cause: unknown, action: Name) => E,
): ActionRunners<Name, E> {
  return {
    runAction: (state, action, steps) => runNamedRequest(state, action, { ...steps, toError: (cause) => toError(cause, action) }),
    runAttempt: (state, slot, steps) => {
      const toSlotError = (cause: unknown) => toError(cause, slot)
      return runNamedRequest(state, slot, {
        exclusive: true,
        toError: toSlotError,
        apply: steps.apply,
        fail: steps.fail,
        run: async () => {
          let attempt: MoneyAttempt | undefined
          try {
            const data = await steps.run((request) => (attempt = startAttempt(state, slot, request)))
            if (attempt && (steps.settles?.(data) ?? true)) endAttempt(state, slot, attempt.key)
            return data
          } catch (cause) {
            if (attempt && toSlotError(cause).decided) endAttempt(state, slot, attempt.key)
            throw cause
          }
        },
      })
    },
  }
}
