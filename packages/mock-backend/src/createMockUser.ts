import { createActivityRecord, type ActivityRecord } from './activity/activityRecord.ts'
import { createBenefitRecord, type BenefitRecord } from './benefit/benefitRecord.ts'
import { createUserContent, type MockUserContent } from './contentState.ts'
import { createGuildRecord, type GuildRecord } from './guild/guildRecord.ts'
import { createMallRecord, type MallRecord } from './mall/mallRecord.ts'
import type { MoneyKeys } from './moneyKeys.ts'
import { createUserRecharge, type MockUserRecharge } from './recharge/mockUserRecharge.ts'
import { createSocialRecord, type SocialRecord } from './social/socialRecord.ts'

/** Who a simulated user is: what native's getCurrentUserInfo and the open records show, and the token pair. */
export interface MockIdentity {
  userID: number
  nickName: string
  avatar: string
  accessToken: string
  openID: string
}

/**
 * One user of the simulator and their server-side state. Every endpoint that takes a token pair acts for the
 * user the pair names (`findUser`); a family's scenario (src/scenarios/) seeds these fields, and a family
 * that needs more per-user state adds its fields here, with the starting value in `createMockUser`.
 */
export interface MockUser extends MockIdentity {
  /**
   * Marked a minor by real-name verification: may not send red packets (errno 8304101, `MOCK_ERRNO.minor`);
   * the product rule also bars recharge and tips, which their families enforce.
   */
  minor: boolean
  /** Red-packet balance the user can send from, in fen. */
  leftFen: number
  /** Everything the user ever received in red packets, in fen. */
  rewardFen: number
  /** The ids of the packets the user sent, newest first. */
  sent: string[]
  /** Mall currency, whole diamonds. */
  diamonds: number
  /** Guard end (unix ms) by anchor id. */
  guards: Map<number, number>
  /** Badge end (unix ms) by honour id. */
  honors: Map<number, number>
  newbeeRewardClaimed: boolean
  /** Agreements (contentState.ts): the versions accepted, whether the next accept is refused. */
  content: MockUserContent
  /** The 红钻 account, cash-out gates and rewards (benefit/benefitRecord.ts). */
  benefit: BenefitRecord
  /** Recharge caps, usage and how payments end (recharge/mockUserRecharge.ts). */
  recharge: MockUserRecharge
  /** Goods owned, membership, guards' levels, tips and caps, wealth (mall/mallRecord.ts). */
  mall: MallRecord
  /** Roles, guild, family, host application and invitees (guild/guildRecord.ts). */
  guild: GuildRecord
  /** Whom they follow and their follow limit (social/socialRecord.ts). */
  social: SocialRecord
  /** Events' windows, ranking points, draws' counters and records, tasks (activity/activityRecord.ts). */
  activity: ActivityRecord
  /**
   * The idempotency keys of the user's money requests (withdrawals, exchanges, gifts, red-packet sends, mall
   * purchases) and what each did (answerOnce.ts). Recharge orders keep theirs with the orders.
   */
  moneyKeys: MoneyKeys
}

/**
 * A user with the starting data every user has (MOCK_USER's numbers: 88.88 to send, 166.66 received, 100000
 * diamonds, an adult), before any scenario changes it. The packets they sent before are added by
 * `createMockState` for MOCK_USER only.
 *
 * @example
 * const user = createMockUser({ userID: 20001, nickName: '测试用户', avatar: '', accessToken: 't', openID: 'o' })
 * user.minor = true
 */
export function createMockUser(identity: MockIdentity): MockUser {
  return {
    ...identity,
    minor: false,
    leftFen: 8888,
    rewardFen: 16666,
    sent: [],
    diamonds: 100_000,
    guards: new Map(),
    honors: new Map(),
    newbeeRewardClaimed: false,
    content: createUserContent(),
    benefit: createBenefitRecord(identity.nickName),
    recharge: createUserRecharge(),
    mall: createMallRecord(),
    guild: createGuildRecord(),
    social: createSocialRecord(),
    activity: createActivityRecord(),
    moneyKeys: new Map(),
  }
}
