import type { HttpHandler } from 'msw'
import type { ReplyHelpers } from '../contentHandlers.ts'

/**
 * Where the simulator takes what native's bindings do on the real server: `<path>/bind-wechat` and
 * `<path>/bind-phone`, with the user's tokens. In the app, native's `bindWeChat` and `gotoBindMobile` bind with
 * the server themselves, outside docs/openapi.yaml; the dev and e2e fake native (apps/web/src/dev/appNative.ts)
 * calls these instead, so a page that asks the server again after a binding sees the user bound. Served by the
 * simulator only (dev, preview and tests), never part of the production build.
 */
export const MOCK_NATIVE_PATH = '/v1/mock-native'

/** The bindings as handlers: the WeChat account takes the user's nickname; the phone becomes bound. */
export function createMockNativeBindings({ ok, authed }: Pick<ReplyHelpers, 'ok' | 'authed'>): HttpHandler[] {
  return [
    authed(`${MOCK_NATIVE_PATH}/bind-wechat`, (_body, user) => {
      user.benefit.weChatNickName = user.nickName
      return ok({ nickName: user.nickName })
    }),
    authed(`${MOCK_NATIVE_PATH}/bind-phone`, (_body, user) => {
      user.benefit.phoneBound = true
      return ok({})
    }),
  ]
}
