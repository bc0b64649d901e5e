import type { ServiceChannel } from '@h5/content'
import { appBridge } from './appBridge'
import { openPage } from './openPage'

/**
 * Opens a customer-service channel the server named (a ban's appeal, 联系客服): the page with `openPage`, which
 * holds it to the app's URL rules, or a chat with the service account through native's `gotoConversation`.
 * Rejects when it cannot (an address the URL checks refuse, native that cannot open the chat): the caller then
 * gives the steps.
 *
 * @example
 * await openServiceChannel({ kind: 'conversation', userID: 10000, nickName: '官方客服' }).catch(showSteps)
 */
export async function openServiceChannel(channel: ServiceChannel): Promise<void> {
  if (channel.kind === 'page') openPage(channel.url)
  else await appBridge.call('gotoConversation', { userID: channel.userID, ...(channel.nickName ? { nickName: channel.nickName } : {}) })
}
