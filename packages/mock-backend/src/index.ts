/**
 * The backend contract simulator (private): MSW handlers for all 14 endpoints of spec §7 over in-memory state.
 * The same handlers serve the dev worker, the preview server (`@h5/mock-backend/http`) and the Node tests.
 */
export { createHandlers } from './createHandlers'
export { createMockBackend } from './createMockBackend'
export type { MockBackend } from './createMockBackend'
export { createMockState, findPacket } from './createMockState'
export type { MockOpenRecord, MockPacket, MockState, MockStateOptions } from './createMockState'
export { MOCK_ERRNO } from './errnos'
export { MOCK_PACKETS, MOCK_USER } from './fixtures'
export { mockAvatar } from './mockAvatar'
export { fenToYuan, yuanToFen } from './money'
