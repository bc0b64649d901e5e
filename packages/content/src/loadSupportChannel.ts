import type { SupportTopic } from '@h5/api'
import type { ContentApi } from './ContentApi'
import type { ContentResult } from './ContentResult'
import type { ContentState } from './contentState'
import { CONTENT_READ } from './isRetryable'
import { runAction } from './runAction'
import { readServiceChannel, type ServiceChannel } from './ServiceChannel'

/**
 * Asks the server where a user who wants customer service (联系客服) goes inside the app for `topic`
 * (GET /v1/content/support) into `state.support`: a chat with the service account, the help page, or null when
 * it names none or a channel it cannot read (the page then gives the steps). Exclusive, so a double tap on
 * 联系客服 sends one request; a transport failure is retried once. Never rejects.
 *
 * @example
 * const state = createContentState()
 * const result = await loadSupportChannel(state, contentApi, 'wallet')
 * if (result.ok && result.data) openServiceChannel(result.data)
 */
export function loadSupportChannel(state: ContentState, api: Pick<ContentApi, 'getSupportChannel'>, topic: SupportTopic): Promise<ContentResult<ServiceChannel | null>> {
  return runAction(state, 'support', {
    ...CONTENT_READ,
    exclusive: true,
    run: async () => readServiceChannel((await api.getSupportChannel({ topic }, { quiet: true })).data?.channel),
    apply: (channel) => {
      state.support = channel
    },
  })
}
