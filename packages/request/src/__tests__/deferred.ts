/** A promise the test settles by hand, to hold an answer back and let it come in any order. */
export interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** The error class a package would have: the tests check that results and states hold only this. */
export class TestError extends Error {
  override readonly name = 'TestError'
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
  }
}

/** A `toError` as a package writes it: its own errors pass through, anything else is wrapped. */
export function toTestError(cause: unknown): TestError {
  if (cause instanceof TestError) return cause
  return new TestError(cause instanceof Error ? cause.message : '请求失败', cause)
}
