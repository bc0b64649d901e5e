import { runAction } from './runAction'
import type { BenefitBridge, BenefitResult, BenefitState, Friend } from './types'

/**
 * Native's friend picker (`selectUserFromRelationList`, one friend): the friend picked. Closing the picker is
 * CANCELLED; outside the app NOT_IN_APP.
 *
 * @example
 * const picked = await pickFriend(state, bridge)
 * if (picked.ok) askAmountFor(picked.data)
 */
export function pickFriend(state: BenefitState, bridge: BenefitBridge): Promise<BenefitResult<Friend | null>> {
  return runAction(state, 'native', {
    exclusive: true,
    run: async () => (await bridge.call('selectUserFromRelationList', { title: '选择赠送好友', max: 1 })).users[0] ?? null,
  })
}

