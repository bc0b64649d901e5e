// Loads every package the ESM way (the `import` condition) and checks it (checks.cjs).
import * as api from '@h5/api'
import * as bridge from '@h5/bridge'
import * as bridgeTesting from '@h5/bridge/testing'
import * as redpacket from '@h5/redpacket'
import * as teen from '@h5/teen'
import * as valtio from 'valtio/vanilla'
import check from './checks.cjs'

check({ bridge, bridgeTesting, api, redpacket, teen, valtio })
console.log('ESM: @h5/bridge, @h5/bridge/testing, @h5/api, @h5/redpacket, @h5/teen ok')
