/**
 * `@h5/bridge/testing`: a scriptable native side for unit tests, the dev server and e2e tests.
 * Never imported by production code. The fake native itself lands with the bridge issue.
 */
export {}
