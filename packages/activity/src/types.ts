import type { Activity, ActivitySummary, ApiClient, DrawInfo, DrawResult, Ranking, TaskList, UserTokens } from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, RequestResult } from '@h5/request'
import type { ActivityError } from './ActivityError'

/** What an action answers: it never rejects. */
export type ActivityResult<T> = RequestResult<T, ActivityError>

/** The actions that keep a status and an error in the state. */
export type ActivityAction = 'activities' | 'activity' | 'hide' | 'drawInfo' | 'draw' | 'tasks' | 'claim'

/**
 * A page visit's activity state (createActivityState): each action's `status` and `errors` (the shared runner's
 * named requests, @h5/request), what the server last answered, the ranking periods frozen once settled, and the
 * open attempt of a draw.
 */
export interface ActivityState extends NamedRequestsState<ActivityAction, ActivityError> {
  /** The activity center's events, in the server's order. */
  activities: ActivitySummary[] | null
  activity: Activity | null
  /** The board's latest page as answered: its periods, my row, the rewards, whether the period is settled. */
  ranking: Ranking | null
  /**
   * The pages of settled periods, by `<boardID>/<periodID>/<cursor>` (the first page's cursor is empty): a settled
   * result is final, so a page answered once is shown as it was and never asked again.
   */
  frozen: Record<string, Ranking>
  /** Whether my name is hidden from rankings, as the server last answered; null before any. */
  hidden: boolean | null
  /** The draw as the server last answered it: prices, pool, guarantee, cap and balance (a draw updates the counters). */
  draw: DrawInfo | null
  /** The last draw's result, as the server answered it. */
  lastDraw: DrawResult | null
  tasks: TaskList | null
  /**
   * The draw attempt in progress (@h5/request `MoneyAttempt`): its idempotency key and what it sends (the draw,
   * the count, the price and the pool's version). A retry of the same draw keeps the key; a decided answer ends the
   * attempt. Kept for the tab when the state has a storage.
   */
  attempts: { draw: MoneyAttempt | null }
}

/** The endpoints the actions call (an `ApiClient` of @h5/api, or the app's client bound on ACTIVITY_ENDPOINTS, fits). */
export type ActivityApi = Pick<
  ApiClient,
  'getActivities' | 'getActivity' | 'getRanking' | 'setRankingHidden' | 'getDraw' | 'drawPrizes' | 'getDrawRecords' | 'getTasks' | 'claimTask'
>

/** The native operation the activities ask, by shape (`createBridge()` of @h5/bridge fits): teen mode's question. */
export interface ActivityBridge {
  call(op: 'teenagerCanUse'): Promise<unknown>
}

/** What a draw needs: the API, and the bridge for teen mode's question, asked before anything is sent. */
export interface ActivityClient {
  api: ActivityApi
  bridge: ActivityBridge
}

/** How an activity state is made: where its open draw attempt is kept for the tab (`sessionStorage`). */
export interface ActivityStateOptions {
  storage?: AttemptStorage
}

export type { UserTokens }
