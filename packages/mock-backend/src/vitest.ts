/**
 * `@h5/mock-backend/vitest`: the simulator behind MSW for a package's Vitest tests in Node (`useMockBackend`
 * registers Vitest hooks: call it at a test file's top), and the test plumbing the families share (a money
 * request's answer lost on the way back, the errno table's checks). Apart from `./testing` so that a package's
 * tests can use it without the document readers' Node built-ins in their typecheck.
 */
export { deferred, NOW, TOKENS, useMockBackend } from './testing/useMockBackend.ts'
export type { Fault } from './testing/useMockBackend.ts'
export { loseNextAnswer, recordIdempotencyKeys } from './testing/moneyRequests.ts'
export { describeErrorTable } from './testing/describeErrorTable.ts'
export type { FamilyError, FamilyErrorTable } from './testing/describeErrorTable.ts'
