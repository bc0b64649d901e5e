/**
 * The backend contract simulator (private). Handlers and in-memory state land with the api issue; the same
 * handlers then serve the dev worker, the preview server and the Node tests.
 */
export { MOCK_PACKETS, MOCK_USER } from './fixtures'
