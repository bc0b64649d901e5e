import { createBridge } from './createBridge'
import type { Bridge } from './types'

let instance: Bridge | undefined

/** The default instance is made on first use, so importing the package touches no window (SSR, Node tests). */
const shared = (): Bridge => (instance ??= createBridge())

/**
 * The default bridge over the global window, created on first use (DESIGN §2). Apps that want a web toast or
 * diagnostics make their own with `createBridge`; use one bridge per page, since native -> page handlers are
 * registered by name and the last registration wins.
 *
 * @example
 * import { bridge } from '@h5/bridge'
 * const { version } = await bridge.call('getAppVersion')
 */
export const bridge: Bridge = {
  call: (op, ...args) => shared().call(op, ...args),
  on: (event, handler) => shared().on(event, handler),
  get platform() {
    return shared().platform
  },
  get inApp() {
    return shared().inApp
  },
}
