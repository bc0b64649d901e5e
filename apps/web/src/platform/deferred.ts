/** A promise with its resolve function outside it. */
export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
}

/**
 * A promise that something else settles later: a page hands it to a handler that may run before an effect has
 * the value (a tap the prerendered page held), and the effect resolves it.
 *
 * @example
 * const [tokens] = useState(() => deferred<UserTokens | null>())
 * useEffect(() => tokens.resolve(readTokens()), [tokens])
 */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}
