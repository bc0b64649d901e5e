export { BridgeError } from './BridgeError'
export { DEFAULT_CLIENT_ID, getClientId } from './getClientId'
