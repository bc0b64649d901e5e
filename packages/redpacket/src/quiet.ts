/**
 * The call options every red-packet request is sent with: quiet, so @h5/api shows no page-wide loading overlay.
 * The state carries each request's status, so each screen draws its own loading (the 开 coin turns while open
 * is in flight) instead of the overlay covering it.
 */
export const QUIET = { quiet: true } as const
