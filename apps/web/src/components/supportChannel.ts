import type { SupportTopic } from '@h5/api'
import { createContentState, loadSupportChannel } from '@h5/content'
import { contentApi } from '../platform/api/contentApi'
import { openServiceChannel } from '../platform/openServiceChannel'
import type { StepsReason } from './SupportSteps'

/**
 * What a tap on 联系客服 runs (SupportContact.tsx loads this module at the first tap, not with the page): asks
 * the server which channel serves the topic (`loadSupportChannel`, once for the returned function's life: a
 * second tap opens the same channel) and opens it. Answers why the steps must show instead, or null when the
 * channel opened.
 *
 * @example
 * const contact = createSupportContact()
 * const steps = await contact('wallet')
 */
export function createSupportContact(): (topic: SupportTopic) => Promise<StepsReason | null> {
  const support = createContentState()
  return async (topic) => {
    const result = support.status.support === 'done' ? { ok: true as const, data: support.support } : await loadSupportChannel(support, contentApi, topic)
    const channel = result.ok ? result.data : null
    if (!channel) return result.ok ? 'none' : 'failed'
    return openServiceChannel(channel).then(
      () => null,
      () => 'failed' as const,
    )
  }
}
