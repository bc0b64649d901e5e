/**
 * `@h5/bridge/testing`: a scriptable native side speaking the wire protocol, for unit tests, the dev server and
 * e2e tests. Never imported by production code (apps/web/e2e/productionBundle.spec.ts checks for its marker).
 */
export { FAKE_NATIVE_GLOBAL, installFakeNative } from './installFakeNative'
export type { FakeHandler, FakeHandlers, FakeNative, FakeNativeOptions, Fault, ReceivedCall } from './installFakeNative'
