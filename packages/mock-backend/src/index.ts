/**
 * The backend contract simulator (private): MSW handlers for every endpoint of docs/openapi.yaml over in-memory state.
 * The same handlers serve the dev worker, the preview server (`@h5/mock-backend/http`) and the Node tests.
 */
export { createHandlers } from './createHandlers.ts'
export { createMockBackend } from './createMockBackend.ts'
export type { MockBackend } from './createMockBackend.ts'
export { createMockState, findPacket } from './createMockState.ts'
export type { MockOpenRecord, MockPacket, MockState, MockStateOptions } from './createMockState.ts'
export { MOCK_ERRNO } from './errnos.ts'
export { MOCK_PACKETS, MOCK_USER } from './fixtures.ts'
export { mockAvatar } from './mockAvatar.ts'
export { fenToYuan, yuanToFen } from './money.ts'
// Identity (issue 16): the simulated register, phones and SMS code; each user's identity record.
export { MOCK_PEOPLE, MOCK_PHONES, MOCK_SMS_CODE } from './identity/mockPeople.ts'
export { createIdentityRecord } from './identity/identityRecord.ts'
export type { IdentityRecord } from './identity/identityRecord.ts'
export { identityOf } from './identity/identityWorld.ts'
