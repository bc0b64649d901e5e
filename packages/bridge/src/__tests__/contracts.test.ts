import type { FinishBridge } from '@h5/api'
import { checkCanUse, closeTeenMode, createTeenState, TeenErrorCode, TeenNativeErrcode, type TeenBridge } from '@h5/teen'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Bridge, Done, NativeFailure } from '..'
import { setup } from './harness'

/**
 * The type-level contract between the packages: `Bridge` fits @h5/teen's `TeenBridge` and @h5/api's `FinishBridge`
 * structurally (checked by `pnpm typecheck`), and works with teen's actions over the wire.
 */
describe('Bridge as the other packages see it', () => {
  it('is assignable to TeenBridge and FinishBridge', () => {
    expectTypeOf<Bridge>().toExtend<TeenBridge>()
    expectTypeOf<Bridge>().toExtend<FinishBridge>()
    const { bridge } = setup('ios')
    const teen: TeenBridge = bridge
    const api: FinishBridge = bridge
    expect([teen, api]).toEqual([bridge, bridge])
  })

  it('drives @h5/teen: can-use answers and the 4001 wrong-PIN failure', async () => {
    const { bridge } = setup('android', {
      handlers: {
        teenagerCanUse: () => ({ canUse: false, reason: 'curfew', usedMinutes: 30, open: true }),
        teenagerSwitch: ({ password }): Done | NativeFailure =>
          password === '0427' ? {} : { errcode: TeenNativeErrcode.WRONG_PIN, errmsg: '密码错误' },
      },
    })
    expect(await checkCanUse(createTeenState(), bridge)).toEqual({ ok: true, data: { canUse: false, reason: 'curfew', usedMinutes: 30, open: true } })
    expect(await closeTeenMode(createTeenState(), bridge, '1111')).toMatchObject({ ok: false, error: { code: TeenErrorCode.WRONG_PIN } })
  })
})
