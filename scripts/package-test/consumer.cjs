// Loads every package the CommonJS way (the `require` condition) and checks it (checks.cjs).
const check = require('./checks.cjs')

check({
  bridge: require('@h5/bridge'),
  bridgeTesting: require('@h5/bridge/testing'),
  api: require('@h5/api'),
  redpacket: require('@h5/redpacket'),
  teen: require('@h5/teen'),
  valtio: require('valtio/vanilla'),
})
console.log('CJS: @h5/bridge, @h5/bridge/testing, @h5/api, @h5/redpacket, @h5/teen ok')
