/**
 * One user's 红钻 account on the simulated backend (docs/openapi.yaml tag `benefit`): the balance, the
 * cash-out gates the simulator keeps itself (the phone and WeChat bindings; real-name verification is the
 * identity record's), the monthly window, the withdrawals, the daily reward, the
 * rewards to claim. Scenarios (scenarios/benefit.ts) seed these fields.
 */
export interface BenefitRecord {
  /** 红钻; in the simulator one 红钻 is worth one fen of cash (a server rule the pages never assume). */
  redDiamonds: number
  phoneBound: boolean
  /** The bound WeChat account's nickname, '' while none is bound. */
  weChatNickName: string
  /**
   * The monthly window, days of the month in server time (UTC+8), inclusive; null: the three days around the
   * day of the request (open whenever the simulator runs).
   */
  window: { startDay: number; endDay: number } | null
  timesPerMonth: number
  withdrawals: MockWithdrawal[]
  /** The server day (UTC+8) of the last daily claim, and the days in a row claimed until then. */
  lastDailyDay: number | null
  streakDays: number
  rewards: MockReward[]
  /** Gifts sent, newest first. */
  gifts: { giftID: string; toUserID: number; red: number; at: number }[]
  /** The last number used in this account's ids (`wd_3`, `rw_2`): ids are the user's own. */
  lastId: number
  /** An exchange option the list still shows but the server refuses (8390102), or null. */
  withdrawnOption: string | null
  /** How a withdrawal proves the owner (docs/openapi.yaml `CashoutInfo.verifyBy`). */
  verifyBy: 'sms' | 'password'
  /** The payment password, with `verifyBy` password. */
  payPassword: string
  /** When the last withdrawal code was sent (MOCK_SMS_CODE), null when none is open (never sent, or used). */
  withdrawalCodeAt: number | null
}

export interface MockWithdrawal {
  withdrawalID: string
  amountFen: number
  feeFen: number
  createdAt: number
  nickName: string
  /** Where it ends: paid, or rejected with the reason; null while the simulator lets it move with time. */
  outcome: { status: 'paid' | 'rejected'; at: number; reason?: string } | null
}

export interface MockReward {
  rewardID: string
  title: string
  red: number
  claimed: boolean
  expiresAt: number
}

/** The simulator's cash-out rules (docs/openapi.yaml `CashoutInfo`): the pages read them from the answer. */
export const CASHOUT_RULES = {
  minFen: 1000,
  maxFen: 2_000_000,
  /** 3%, at least 0.10 yuan. */
  feeRateBp: 300,
  minFeeFen: 10,
  arrivalDays: 3,
} as const

/**
 * The simulator's exchange rate and options: 10 红钻 buy 1 钻石. Only the largest gives more than the rate, and only
 * it carries a tag saying so (docs/openapi.yaml `ExchangeOption.tag`).
 */
export const EXCHANGE_RULES = {
  rateRed: 10,
  rateDiamonds: 1,
  options: [
    { optionID: 'hz_60', red: 600, diamonds: 60 },
    { optionID: 'hz_300', red: 3000, diamonds: 300 },
    { optionID: 'hz_980', red: 9800, diamonds: 980 },
    { optionID: 'hz_1980', red: 19_800, diamonds: 1980 },
    { optionID: 'hz_5180', red: 51_800, diamonds: 5180 },
    { optionID: 'hz_9980', red: 99_800, diamonds: 10_480, tag: '多送500' },
  ],
} as const

/** The simulator's payment password, for a user whose withdrawals ask for one (`verifyBy` password). */
export const MOCK_PAY_PASSWORD = '135790'

/** The login reward: 20 红钻 a day. */
export const DAILY_REWARD_RED = 20

/** A fresh account: 128800 红钻 (1288.00 yuan), phone and WeChat bound, a window around today, three a month. */
export function createBenefitRecord(nickName: string): BenefitRecord {
  return {
    redDiamonds: 128_800,
    phoneBound: true,
    weChatNickName: nickName,
    window: null,
    timesPerMonth: 3,
    withdrawals: [],
    lastDailyDay: null,
    streakDays: 0,
    rewards: [],
    gifts: [],
    lastId: 0,
    withdrawnOption: null,
    verifyBy: 'sms',
    payPassword: MOCK_PAY_PASSWORD,
    withdrawalCodeAt: null,
  }
}

/** A new id of this account: `prefix_1`, `prefix_2`… (withdrawals, rewards and gifts are looked up per user). */
export function nextBenefitId(record: BenefitRecord, prefix: string): string {
  record.lastId += 1
  return `${prefix}_${record.lastId}`
}
