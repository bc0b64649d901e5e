export { bridge } from './bridge'
export { BRIDGE_ERRMSG, BridgeError } from './BridgeError'
export { BridgeErrcode } from './BridgeErrcode'
export { createBridge } from './createBridge'
export { DEFAULT_CLIENT_ID, getClientId } from './getClientId'
export { isSafeUrl } from './isSafeUrl'
export { OPS, QUICK_OPS } from './ops'
export type {
  Bridge,
  BridgeDiagnostic,
  BridgeEventName,
  BridgeEvents,
  BridgeOptions,
  BridgeWindow,
  CallArgs,
  CallOptions,
  Done,
  FriendsPage,
  NativeFailure,
  NoData,
  OpData,
  OpName,
  OpResult,
  Ops,
  PageQuery,
  PermissionResult,
  Platform,
  RelationUser,
  ShareChannel,
  ShareInfo,
  UploadResult,
  UrlPolicy,
  UrlUse,
  WebViewJavascriptBridge,
  WireCallback,
  WireHandler,
} from './types'
