import type { ScenarioTable } from './MockScenario.ts'

/**
 * Scenarios of the account as a whole, which every family meets: a fresh user of its own, a minor. A family
 * puts its own in a file like this one (src/scenarios/<family>.ts) and lists it once in registry.ts.
 */
export const ACCOUNT_SCENARIOS = {
  fresh: {
    description: '新用户：与默认用户同样的初始数据，余额与记录独享',
    path: '/redpacket/send',
    seed: () => {},
  },
  minor: {
    description: '未成年账号（实名认证为未成年人）：不能发红包，errno 8304101',
    path: '/redpacket/send',
    seed: (user) => {
      user.minor = true
    },
  },
} satisfies ScenarioTable
