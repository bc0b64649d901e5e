import * as Sentry from '@sentry/browser'
import { describe, expect, it, vi } from 'vitest'
import { FILTERED } from './scrubTokens'
import { initSentry } from './sentryClient'

vi.mock('@sentry/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof Sentry>()),
  init: vi.fn(),
  captureException: vi.fn(),
}))

describe('initSentry', () => {
  it('scrubs tokens from every event and breadcrumb before they leave the page', () => {
    const capture = initSentry('https://k@o.ingest.example.com/1', 'production')
    const options = vi.mocked(Sentry.init).mock.calls[0]![0]!
    expect(options).toMatchObject({ dsn: 'https://k@o.ingest.example.com/1', sendDefaultPii: false, defaultIntegrations: false })

    const event = { type: undefined, request: { url: '/redpacket/open?accessToken=abc&redpacketID=rp_1' } }
    expect(options.beforeSend!(event, {})).toEqual({
      type: undefined,
      request: { url: `/redpacket/open?accessToken=${FILTERED}&redpacketID=rp_1` },
    })
    expect(options.beforeBreadcrumb!({ category: 'fetch', data: { url: '/v1?token=t' } })).toEqual({
      category: 'fetch',
      data: { url: `/v1?token=${FILTERED}` },
    })

    const error = new Error('x')
    capture(error)
    expect(Sentry.captureException).toHaveBeenCalledWith(error)
  })
})
