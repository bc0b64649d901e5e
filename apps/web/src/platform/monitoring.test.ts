import { describe, expect, it, vi } from 'vitest'
import { isMonitoredHost } from './isMonitoredHost'
import { createMonitor } from './monitor'
import { FILTERED, scrubDeep, scrubText } from './scrubTokens'
import { eventually } from '../test/eventually'

describe('isMonitoredHost', () => {
  it.each([
    'h5.example.com',
    'm.example.cn',
    'activity.example.com',
    // A word that only contains test, sandbox or dev is no test environment.
    'latest.example.com',
    'h5.latest.example.com',
    'contest.example.cn',
    'devices.example.com',
    'devops.example.com',
    'protest-news.example.com',
    'sandboxed-games.example.com',
    'h5test.example.com',
  ])('monitors the production host %s', (host) => {
    expect(isMonitoredHost(host)).toBe(true)
  })

  it.each([
    'h5-test.example.com',
    'test.example.com',
    'sandbox.example.com',
    'h5.sandbox-2.example.com',
    'dev.example.com',
    'h5.DEV.example.com',
    'test2.example.com',
    'dev3.example.com',
    'h5-dev-2.example.com',
    'example.test',
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
    ['{"openID": "o\\"1", "x": 1}', `{"openID": "${FILTERED}", "x": 1}`],
    ['/a?token=abc%23def', `/a?token=${FILTERED}`],
    // Once encoded, a twice-encoded '&' inside the value is still part of it; the once-encoded one ends it.
    ['/w?url=%2Fp%3Ftoken%3Dsec%2526ret%26id%3D7', `/w?url=%2Fp%3Ftoken%3D${FILTERED}%26id%3D7`],
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

describe('scrubText: the gaps a review found', () => {
  const F = FILTERED
  it.each([
    // A percent-encoded separator inside a plain value is part of the value.
    ['/a?accessToken=sec%26ret&x=1', `/a?accessToken=${F}&x=1`],
    // A URL encoded twice inside another (a share link inside the web-view scheme): %253D is its '=', %2526 its '&'.
    [
      'h5app://webview?url=https%253A%252F%252Fh5.example.com%252Fp%253FaccessToken%253Dabc%2526id%253D7',
      `h5app://webview?url=https%253A%252F%252Fh5.example.com%252Fp%253FaccessToken%253D${F}%2526id%253D7`,
    ],
    // JSON escaped inside a string, and JSON encoded inside a URL.
    [
      '{"extra":"{\\"accessToken\\":\\"x\\",\\"redpacketID\\":\\"rp_1\\"}"}',
      `{"extra":"{\\"accessToken\\":\\"${F}\\",\\"redpacketID\\":\\"rp_1\\"}"}`,
    ],
    ['/a?data=%7B%22accessToken%22%3A%22abc%22%2C%22id%22%3A7%7D', `/a?data=%7B%22accessToken%22%3A%22${F}%22%2C%22id%22%3A7%7D`],
    ["{ accessToken: 'abc', redpacketID: 'rp_1' }", `{ accessToken: '${F}', redpacketID: 'rp_1' }`],
    // Passwords in free text.
    ['login failed: password: hunter2 was rejected', `login failed: password: ${F} was rejected`],
    ['pwd：0427', `pwd：${F}`],
    ['Password = hunter2', `Password = ${F}`],
    // The names that were missing.
    ['/oauth/quick?code=071abcXYZ&state=s1', `/oauth/quick?code=${F}&state=s1`],
    ['/a?ticket=t-1&x=1', `/a?ticket=${F}&x=1`],
    ['/pay?sign=9A0A8659F005D6984697E2CA0A9CF3B7&signType=MD5', `/pay?sign=${F}&signType=MD5`],
    ['/a?sessionid=s1&session_id=s2&sessionId=s3', `/a?sessionid=${F}&session_id=${F}&sessionId=${F}`],
    ['/a?access-token=a&refresh_token=r&refreshToken=r', `/a?access-token=${F}&refresh_token=${F}&refreshToken=${F}`],
    ['/wx?jsapi_ticket=t1', `/wx?jsapi_ticket=${F}`],
    ['{"sessionid":"s1","sign":"abc"}', `{"sessionid":"${F}","sign":"${F}"}`],
    ['Authorization: Bearer eyJhbGciOi.eyJzdWIiOi.c2ln', `Authorization: Bearer ${F}`],
    ['authorization=abc123', `authorization=${F}`],
    ['X-Access-Token: abc', `X-Access-Token: ${F}`],
    ['Authorization: Basic dXNlcjpwYXNz', `Authorization: Basic ${F}`],
    ['retrying with Bearer abc.def-ghi', `retrying with Bearer ${F}`],
    // The real-name pages: the ID number and the real name.
    ['身份证 110105194912310021 认证失败', `身份证 ${F} 认证失败`],
    ['身份证11010519491231002X认证失败', `身份证${F}认证失败`],
    ['id 11010519491231002x', `id ${F}`],
    ['110105 19491231 0021', F],
    ['old card 110105491231002', `old card ${F}`],
    ['/oauth/manual/card?idCard=11010519491231002X&x=1', `/oauth/manual/card?idCard=${F}&x=1`],
    ['/a?idNo=1&idNumber=2&id_card_no=3&certNo=4', `/a?idNo=${F}&idNumber=${F}&id_card_no=${F}&certNo=${F}`],
    ['/a?realName=%E5%BC%A0%E4%B8%89&x=1', `/a?realName=${F}&x=1`],
    ['{"realName":"张三","trueName":"张三","certName":"张三","nickName":"小鹿"}', `{"realName":"${F}","trueName":"${F}","certName":"${F}","nickName":"小鹿"}`],
    // A mainland mobile number is personal data too.
    ['手机号13800138000已注册', `手机号${F}已注册`],
    ['call +86 138 0013 8000 now', `call ${F} now`],
    ['/a?tel=8613800138000', `/a?tel=${F}`],
  ])('filters %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected)
  })

  it.each([
    '/redpacket/open?redpacketID=rp_1&channel=im',
    '/a?signType=MD5&design=1&signal=2&codes=3&barcode=4',
    '{"code":"ERR_NETWORK","errno":8348203,"errmsg":"红包已经领取过了"}',
    "ApiError code: 'ECONNABORTED'",
    'status_code=200 error_code=E1',
    // Long numbers that are not ID or phone numbers: a 13-digit time, a 19-digit order id, a 10-digit time.
    'at 1764000000000 order 1234567890123456789 t=1764000000',
    // An event id (32 hex digits) that happens to hold eleven digits in a row.
    'event a13800138000b1c2d3e4f5a6b7c8d9e0f1',
    'Bearer',
  ])('leaves %s alone', (input) => {
    expect(scrubText(input)).toBe(input)
  })
})

describe('scrubDeep', () => {
  it('filters the keys of credentials and of personal data, and keeps error codes, flags and ids', () => {
    const F = FILTERED
    const data = {
      headers: { Authorization: 'Bearer x', 'X-Access-Token': 'y', 'User-Agent': 'pid/123' },
      user: { idCard: '11010519491231002X', id_no: 'x', realName: '张三', certName: '张三', trueName: '张三', phone: 13800138000 },
      session: { sessionId: 's', session_id: 's', ticket: 't', sign: 's', refresh_token: 'r' },
      error: { code: 'ECONNABORTED', errno: 8348203, status: 0 },
      flags: { password: true, mobile: false },
      ids: { redpacketID: 'rp_1', userID: 123456, timestamp: 1764000000.123 },
      named: { userToken: 'u', loginPassword: 'p', jsapi_ticket: 't', idCardNo: 'n', passwordHint: '字母加数字', mytoken: 'm' },
    }
    expect(scrubDeep(data)).toEqual({
      headers: { Authorization: FILTERED, 'X-Access-Token': FILTERED, 'User-Agent': 'pid/123' },
      user: { idCard: FILTERED, id_no: FILTERED, realName: FILTERED, certName: FILTERED, trueName: FILTERED, phone: FILTERED },
      session: { sessionId: FILTERED, session_id: FILTERED, ticket: FILTERED, sign: FILTERED, refresh_token: FILTERED },
      error: { code: 'ECONNABORTED', errno: 8348203, status: 0 },
      flags: { password: true, mobile: false },
      ids: { redpacketID: 'rp_1', userID: 123456, timestamp: 1764000000.123 },
      named: { userToken: F, loginPassword: F, jsapi_ticket: F, idCardNo: F, passwordHint: '字母加数字', mytoken: 'm' },
    })
  })

  it('filters the identity payloads of docs/openapi.yaml: names, document numbers, photos and SMS codes', () => {
    const manual = {
      realName: '阿依古丽·买买提',
      docType: 'passport',
      docNumber: 'E12345678',
      photos: { front: 'realname/10001/a.jpg', back: 'b', handheld: 'c' },
      smsCode: '123456',
      certifyID: 'certify-1',
    }
    expect(scrubDeep(manual)).toEqual({
      realName: FILTERED,
      docType: 'passport',
      docNumber: FILTERED,
      photos: FILTERED,
      smsCode: FILTERED,
      certifyID: 'certify-1',
    })
    expect(scrubText('{"docNumber":"E12345678","smsCode":"123456","photo":"realname/1/a.jpg"}')).toBe(
      `{"docNumber":"${FILTERED}","smsCode":"${FILTERED}","photo":"${FILTERED}"}`,
    )
  })

  it('filters a number that is an ID or a phone number under any key', () => {
    expect(scrubDeep({ contact: 13800138000, old: 110105491231002, count: 5 })).toEqual({
      contact: FILTERED,
      old: FILTERED,
      count: 5,
    })
  })

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
      await eventually(() => expect(initSentry).toHaveBeenCalled())
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
