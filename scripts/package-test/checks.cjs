/**
 * What a fresh project that installed the four packed tarballs must see, whichever way it loads them: the
 * public API works (not merely loads), and @h5/redpacket and @h5/teen make their state with the project's own
 * valtio (a peer dependency: `useSnapshot` in the app only tracks proxies of the same valtio copy).
 * Called by consumer.mjs (import) and consumer.cjs (require) with the modules they loaded.
 */
const assert = require('node:assert/strict')

module.exports = function check({ bridge, bridgeTesting, api, redpacket, teen, valtio }) {
  assert.equal(bridge.OPS.length, 38)
  assert.equal(bridge.getClientId('Mozilla/5.0 (iPhone) pid/987654'), '987654')
  assert.equal(new bridge.BridgeError(999).errmsg, '请保持App为最新版本')
  assert.equal(bridge.isSafeUrl('javascript:alert(1)'), false)
  assert.equal(typeof bridgeTesting.installFakeNative, 'function')

  const client = api.createApiClient({ clientId: 'pack-test' })
  assert.equal(client.axios.defaults.headers['X-Client-Id'], 'pack-test')
  assert.equal(Object.keys(api.ENDPOINTS).length, 14)
  assert.ok(new api.ApiError({ errno: 1, errmsg: 'x' }) instanceof Error)

  assert.equal(redpacket.formatMoney('1.5'), '1.50')
  assert.equal(redpacket.ERRNO_TABLE.open.errnos[8348203].message, '红包已经领取过了')
  assert.equal(valtio.snapshot(redpacket.createRedPacketState()).total, 0)

  assert.equal(teen.dailyLimitMinutes(0), 40)
  assert.equal(teen.isCurfew(new Date(2025, 0, 1, 23, 0)), true)
  assert.equal(valtio.snapshot(teen.createTeenState()).teenAge, 2)
}
