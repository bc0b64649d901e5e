import type { SupportTopic } from '@h5/api'
import { runRequest } from '@h5/request'
import type { ContentApi } from './ContentApi'
import type { ContentResult } from './ContentResult'
import type { SupportChannelState } from './contentStates'
import { isRetryable, READ_RETRIES } from './isRetryable'
import { readServiceChannel, type ServiceChannel } from './ServiceChannel'
import { toContentError } from './toContentError'

/**
 * Asks the server where a user who wants customer service (联系客服) goes inside the app for `topic`
 * (GET /v1/content/support): a chat with the service account, the help page, or null when it names none or a
 * channel it cannot read (the page then gives the steps). Exclusive, so a double tap on 联系客服 sends one
 * request; a transport failure is retried once. The latest call writes; never rejects.
 *
 * @example
 * const support = createContentState<SupportChannelState>()
 * const result = await loadSupportChannel(support, appApi, 'wallet')
 * if (result.ok && result.data) openServiceChannel(result.data)
 */
export function loadSupportChannel(state: SupportChannelState, api: Pick<ContentApi, 'getSupportChannel'>, topic: SupportTopic): Promise<ContentResult<ServiceChannel | null>> {
  return runRequest(state, {
    toError: toContentError,
    retry: READ_RETRIES,
    retryable: isRetryable,
    exclusive: true,
    run: async () => readServiceChannel((await api.getSupportChannel({ topic }, { quiet: true })).data?.channel),
  })
}
