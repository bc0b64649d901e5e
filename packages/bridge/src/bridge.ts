import { createBridge } from './createBridge'
import type { Bridge } from './types'

/**
 * The default bridge over the global window (docs/native-contract.md). `createBridge` touches nothing until
 * first use, so importing the package is safe where there is no window (SSR, Node tests). Apps that want a web toast or
 * diagnostics make their own with `createBridge`; use one bridge per page, since native -> page handlers are
 * registered by name and the last registration wins.
 *
 * @example
 * import { bridge } from '@h5/bridge'
 * const { version } = await bridge.call('getAppVersion')
 */
export const bridge: Bridge = /* @__PURE__ */ createBridge()
