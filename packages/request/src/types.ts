/**
 * Public types of @h5/request. Every state is a plain object (a valtio proxy when made by this package's
 * factories); the runner only reads and writes its fields, so a package may keep the fields inside a larger
 * state of its own (`NamedRequestsState`).
 */

/** Where a request is: never started, in flight, succeeded, failed (the error is beside it in the state). */
export type RequestStatus = 'idle' | 'loading' | 'done' | 'error'

/**
 * What every run resolves with: the runner never rejects, a failure is a value of the package's own error class
 * (and is written into the state too).
 */
export type RequestResult<T, E> = { ok: true; data: T } | { ok: false; error: E }

/** One request's state: its status, the last data it brought and its last failure (`createRequestState`). */
export interface RequestState<T, E> {
  status: RequestStatus
  /** The last success's data; kept while a newer call runs and after a failure. `null` before any success. */
  data: T | null
  /** The last failure; `null` while a call runs and after a success. */
  error: E | null
}

/**
 * A state that tracks several named requests, one status and one error each (red packets' `open`, `records`,
 * ...): `runNamedRequest` writes `status[name]` and `errors[name]`, the rest of the state is the package's own.
 */
export interface NamedRequestsState<Name extends string, E> {
  status: Record<Name, RequestStatus>
  errors: Record<Name, E | null>
}

/**
 * Retry for reads (docs/data-layer.md): after a failure the run waits 1 s, 2 s, 4 s, then 8 s for every further
 * retry (`retryDelayMs`) and sends again, while the call is still the latest. Never set it on a mutation: a money
 * request sent twice is two orders; a mutation is repeated only by the user's own tap.
 */
export interface RetryOptions<E> {
  /** How many times a failed read is sent again; 0 (the default) sends it once. */
  retry?: number
  /** Whether a failure is worth another try (a time-out is, 红包不存在 is not); every failure when left out. */
  retryable?: (error: E) => boolean
}

/** How `runRequest` and `runNamedRequest` run one call. */
export interface RequestSteps<T, E> extends RetryOptions<E> {
  /** Sends the request and reads its answer; anything it throws goes through `toError`. */
  run: () => Promise<T>
  /** The package's error for anything `run` threw (`toRedPacketError`): results and states hold only that class. */
  toError: (cause: unknown) => E
  /** Writes a success into the state beyond what the runner writes; only the latest call's. */
  apply?: (data: T) => void
  /** Writes a failure into the state beyond what the runner writes; only the latest call's. */
  fail?: (error: E) => void
  /**
   * While a call of the same request is in flight, return that call's promise and send nothing: a double tap
   * is one request. Otherwise a new call supersedes the one in flight (whose answer is then not written).
   */
  exclusive?: boolean
}

/** A list loaded page by page (`createPagedState`, `loadPage`). */
export interface PagedState<Item, E, Cursor = string> {
  /** Every row loaded since the last start, first page first. */
  items: Item[]
  /** Where the next page starts, as the last page said; `null` before the first page. */
  cursor: Cursor | null
  /** Whether the server has another page; `true` until a page says otherwise. */
  hasMore: boolean
  status: RequestStatus
  /** The last failure; `null` while a page loads and after a success. */
  error: E | null
}

/** One page as the server answered it. */
export interface Page<Item, Cursor = string> {
  items: Item[]
  /** Where the page after this one starts. */
  cursor: Cursor | null
  hasMore: boolean
}

/** How `loadPage` gets a page: the fetch, its error mapping and (for this read) retry. */
export interface PageSource<Item, E, Cursor = string> extends RetryOptions<E> {
  /** Fetches the page that starts at `cursor` (`null`: the first page). */
  fetch: (cursor: Cursor | null) => Promise<Page<Item, Cursor>>
  /** The package's error for anything `fetch` threw. */
  toError: (cause: unknown) => E
}

/** `'start'` loads the first page and replaces the list (a refresh); `'next'` appends the page after `cursor`. */
export type PageRequest = 'start' | 'next'
