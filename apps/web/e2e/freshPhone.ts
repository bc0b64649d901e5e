/**
 * Numbers for tests that send codes. The simulated gateway limits sends per number across all users and keeps
 * them for the preview server's life (packages/mock-backend/src/identity/createIdentityHandlers.ts, one send per
 * 60 s), so two tests sending to the same number fail each other whenever one worker runs them within a minute.
 * Each call gives a number no other call in any worker gives: the worker's process id and a counter shared by
 * every spec the worker loads.
 */
let next = 0

/** `prefix` followed by digits no other call gave, `length` digits in all (11 for the mainland). */
export function freshPhone(prefix: string, length = 11): string {
  next += 1
  const digits = length - prefix.length
  return `${prefix}${String((process.pid * 1000 + next) % 10 ** digits).padStart(digits, '0')}`
}
