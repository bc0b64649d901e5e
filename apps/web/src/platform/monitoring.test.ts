import { describe, expect, it, vi } from 'vitest'
import { isMonitoredHost } from './isMonitoredHost'
import { createMonitor } from './monitor'
import { FILTERED, scrubDeep, scrubText } from './scrubTokens'

describe('isMonitoredHost', () => {
  it.each(['h5.example.com', 'm.example.cn', 'activity.example.com'])('monitors the production host %s', (host) => {
    expect(isMonitoredHost(host)).toBe(true)
  })

  it.each([
    'h5-test.example.com',
    'test.example.com',
    'sandbox.example.com',
    'h5.sandbox-2.example.com',
    'dev.example.com',
    'h5.DEV.example.com',
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '192.168.1.8',
    '10.0.0.12',
    '[::1]',
    '[2001:db8::1]',
    '',
  ])('never monitors %s', (host) => {
    expect(isMonitoredHost(host)).toBe(false)
  })
})

describe('scrubText', () => {
  it.each([
    [
      'https://h5.example.com/redpacket/open?redpacketID=rp_1&accessToken=abc.def&openID=o-1&channel=im',
      `https://h5.example.com/redpacket/open?redpacketID=rp_1&accessToken=${FILTERED}&openID=${FILTERED}&channel=im`,
    ],
    ['/login?token=t1#pwd=123', `/login?token=${FILTERED}#pwd=${FILTERED}`],
    ['/a?password=p%40ss&x=1', `/a?password=${FILTERED}&x=1`],
    ['/a?ACCESSTOKEN=abc&openid=o', `/a?ACCESSTOKEN=${FILTERED}&openid=${FILTERED}`],
    ['/a?access_token=abc&open_id=o', `/a?access_token=${FILTERED}&open_id=${FILTERED}`],
    // A whole target URL encoded inside another (the iOS web-view scheme, share links).
    [
      'h5app://webview?url=https%3A%2F%2Fh5.example.com%2Fp%3FaccessToken%3Dabc%26id%3D7',
      `h5app://webview?url=https%3A%2F%2Fh5.example.com%2Fp%3FaccessToken%3D${FILTERED}%26id%3D7`,
    ],
    ['GET /v1/packet/open?token=abc failed', `GET /v1/packet/open?token=${FILTERED} failed`],
    ['{"accessToken":"abc","redpacketID":"rp_1"}', `{"accessToken":"${FILTERED}","redpacketID":"rp_1"}`],
  ])('filters the token values in %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected)
  })

  it.each(['/redpacket/open?redpacketID=rp_1&channel=im', '/a?mytoken=keep&tokens=keep', 'no url here'])(
    'leaves %s alone',
    (input) => {
      expect(scrubText(input)).toBe(input)
    },
  )
})

describe('scrubDeep', () => {
  it('scrubs the URLs, headers and messages of a Sentry event and token-named keys at any depth', () => {
    const event = {
      message: 'opened /redpacket/open?accessToken=abc',
      request: {
        url: 'https://h5.example.com/redpacket/open?redpacketID=rp_1&accessToken=abc&openID=o',
        headers: { Referer: 'https://h5.example.com/?token=t', 'User-Agent': 'pid/123' },
      },
      exception: { values: [{ type: 'Error', value: 'failed for ?pwd=1234' }] },
      extra: { user: { openID: 'o-1', accessToken: 'abc', nickName: '小鹿' } },
      level: 'error',
      timestamp: 1,
    }
    expect(scrubDeep(event)).toEqual({
      message: `opened /redpacket/open?accessToken=${FILTERED}`,
      request: {
        url: `https://h5.example.com/redpacket/open?redpacketID=rp_1&accessToken=${FILTERED}&openID=${FILTERED}`,
        headers: { Referer: `https://h5.example.com/?token=${FILTERED}`, 'User-Agent': 'pid/123' },
      },
      exception: { values: [{ type: 'Error', value: `failed for ?pwd=${FILTERED}` }] },
      extra: { user: { openID: FILTERED, accessToken: FILTERED, nickName: '小鹿' } },
      level: 'error',
      timestamp: 1,
    })
    // The original is untouched: Sentry may still hold it.
    expect(event.request.url).toContain('accessToken=abc')
  })

  it('scrubs navigation and xhr breadcrumbs', () => {
    expect(
      scrubDeep({ category: 'navigation', data: { from: '/a?token=1', to: '/redpacket/open?openID=o&x=1' } }),
    ).toEqual({ category: 'navigation', data: { from: `/a?token=${FILTERED}`, to: `/redpacket/open?openID=${FILTERED}&x=1` } })
    expect(scrubDeep({ category: 'xhr', data: { method: 'POST', url: '/v1/x?accessToken=a', status_code: 200 } })).toEqual({
      category: 'xhr',
      data: { method: 'POST', url: `/v1/x?accessToken=${FILTERED}`, status_code: 200 },
    })
  })
})

describe('the monitor', () => {
  function setup() {
    const capture = vi.fn()
    const initSentry = vi.fn(() => capture)
    const loadSdk = vi.fn(async () => ({ initSentry }))
    const tasks: (() => void)[] = []
    const monitor = createMonitor({ loadSdk, schedule: (task) => tasks.push(task) })
    const runIdle = async () => {
      for (const task of tasks.splice(0)) task()
      await vi.waitFor(() => expect(initSentry).toHaveBeenCalled())
    }
    return { monitor, loadSdk, initSentry, capture, tasks, runIdle }
  }

  it('stays off without a DSN', () => {
    const { monitor, tasks } = setup()
    expect(monitor.start({ dsn: undefined, hostname: 'h5.example.com' })).toBe(false)
    expect(monitor.start({ dsn: '', hostname: 'h5.example.com' })).toBe(false)
    expect(tasks).toHaveLength(0)
  })

  it('stays off on a test host even with a DSN', () => {
    const { monitor, tasks } = setup()
    expect(monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5-test.example.com' })).toBe(false)
    expect(tasks).toHaveLength(0)
  })

  it('loads the SDK only once idle, then sends the errors reported meanwhile', async () => {
    const { monitor, loadSdk, initSentry, capture, runIdle } = setup()
    expect(monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5.example.com' })).toBe(true)
    const early = new Error('early')
    monitor.report(early)
    expect(loadSdk).not.toHaveBeenCalled()

    await runIdle()
    expect(initSentry).toHaveBeenCalledWith('https://k@o.ingest.example.com/1', 'production')
    expect(capture).toHaveBeenCalledWith(early)
    const late = new Error('late')
    monitor.report(late)
    expect(capture).toHaveBeenLastCalledWith(late)
  })

  it('starts once', () => {
    const { monitor, tasks } = setup()
    monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5.example.com' })
    expect(monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5.example.com' })).toBe(false)
    expect(tasks).toHaveLength(1)
  })

  it('drops reports while off, and keeps at most ten while loading', async () => {
    const { monitor, capture, runIdle } = setup()
    monitor.report(new Error('before start'))
    monitor.start({ dsn: 'https://k@o.ingest.example.com/1', hostname: 'h5.example.com' })
    for (let i = 0; i < 12; i++) monitor.report(new Error(`e${i}`))
    await runIdle()
    expect(capture).toHaveBeenCalledTimes(10)
    expect(capture).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'before start' }))
  })
})
