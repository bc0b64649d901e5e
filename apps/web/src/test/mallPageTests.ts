import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { beforeEach } from 'vitest'
import { setUpGeneratedAnswerPages } from './generatedAnswerPages'

/**
 * The mall's pages' test set-up (the wealth and pretty-number families): the simulator behind MSW and the
 * Android app's fake native, signed in as the user of a scenario of scenarios/mall.ts (`asScenario`), or as
 * nobody (`signOut`); teen mode off unless a test sets `native.teen`. Call it at the top of a test file.
 *
 * @example
 * const { server, asScenario } = setUpMallPages()
 * asScenario('mall-owned')
 */
export function setUpMallPages() {
  const native = { user: { ...MOCK_USER } as object, teen: false }
  const { server } = setUpGeneratedAnswerPages({
    platform: 'android',
    handlers: {
      getCurrentUserInfo: () => native.user as never,
      teenagerCanUse: () => ({ canUse: !native.teen, open: native.teen }) as never,
    },
  })
  beforeEach(() => Object.assign(native, { user: { ...MOCK_USER }, teen: false }))
  const asScenario = (name: ScenarioName) => {
    native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
  }
  const signOut = () => {
    native.user = { userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' }
  }
  return { server, native, asScenario, signOut }
}
