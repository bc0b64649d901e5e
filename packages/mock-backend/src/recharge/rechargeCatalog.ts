/** One package the simulated service sells; price in fen. */
export interface MockPackage {
  packageID: string
  diamonds: number
  bonus: number
  priceFen: number
  tag?: string
}

/**
 * The packages on sale in the app (WeChat Pay and Alipay through native). A tag says what is true of the package
 * and of no plain one (docs/openapi.yaml `RechargePackage.tag`): a first-recharge double, an extra share.
 */
export const MOCK_APP_PACKAGES: readonly MockPackage[] = [
  { packageID: 'd60', diamonds: 60, bonus: 0, priceFen: 600 },
  { packageID: 'd300', diamonds: 300, bonus: 0, priceFen: 3000 },
  { packageID: 'd680', diamonds: 680, bonus: 20, priceFen: 6800 },
  { packageID: 'd1280', diamonds: 1280, bonus: 60, priceFen: 12_800 },
  { packageID: 'd3280', diamonds: 3280, bonus: 200, priceFen: 32_800 },
  { packageID: 'd6480', diamonds: 6480, bonus: 520, priceFen: 64_800, tag: '加赠8%' },
]

/** The web packages (the cheaper channel: more bonus for the same price). */
export const MOCK_WEB_PACKAGES: readonly MockPackage[] = [
  { packageID: 'w60', diamonds: 60, bonus: 3, priceFen: 600 },
  { packageID: 'w300', diamonds: 300, bonus: 15, priceFen: 3000 },
  { packageID: 'w680', diamonds: 680, bonus: 50, priceFen: 6800 },
  { packageID: 'w1280', diamonds: 1280, bonus: 120, priceFen: 12_800 },
  { packageID: 'w3280', diamonds: 3280, bonus: 360, priceFen: 32_800 },
  { packageID: 'w6480', diamonds: 6480, bonus: 880, priceFen: 64_800, tag: '网页专享' },
]

/** Custom amounts: 1 to 5000 元, 10 钻石 per whole yuan. */
export const MOCK_CUSTOM = { minFen: 100, maxFen: 500_000, diamondsPerYuan: 10 } as const

/**
 * Web recharge: account IDs of accounts the simulator keeps for the web branches (created on first lookup).
 * Any other user of the simulator is found by its userID too (MOCK_USER is `10001`).
 */
export const MOCK_WEB_ACCOUNTS = {
  /** A minor's account: errno 8304101. */
  minor: '10086',
  /** 100 元 left of today's cap: a 128 元 package is errno 8380001. */
  nearDailyCap: '10087',
  /** 50 元 left of this month's cap: a 68 元 package is errno 8380002. */
  nearMonthlyCap: '10088',
} as const
