/**
 * The simulated public-security register and SMS gateway records the identity handlers check against
 * (createIdentityHandlers.ts). Every ID number here has a valid GB 11643 check character. A valid number not
 * listed belongs to whatever name is typed (so any made-up valid number works in `pnpm dev`).
 */
export const MOCK_PEOPLE = {
  /** An adult, born 1990-03-07: passes every check. */
  adult: { realName: '张三', idNumber: '110105199003071239' },
  /** Born 2009-09-15: a minor who is 16 or older (verified, may stream, no recharge or tips). */
  minor: { realName: '王小明', idNumber: '11010520090915321X' },
  /** Born 2015-06-12: under 16 (verified, may not stream). */
  child: { realName: '李小花', idNumber: '110105201506124566' },
  /** An adult whose face never matches the card (errno 8360004). */
  faceMismatch: { realName: '李四', idNumber: '310115198511208882' },
  /** A number that verified another account already (errno 8360002). */
  usedElsewhere: { realName: '赵六', idNumber: '440305199201017775' },
  /** A Hong Kong resident's residence permit (810000): the quick path. */
  hongKongPermit: { realName: '陈大文', idNumber: '810000199505051236' },
  /** A foreigner's permanent-residence ID (leading 9): the quick path. */
  foreigner: { realName: 'JOHN·SMITH', idNumber: '933156198001010011' },
} as const

/**
 * Phone numbers the simulated SMS gateway knows. Numbers beginning 170 or 171 are asked for a captcha before a
 * login code (MOCK_CAPTCHA of mockCaptcha.ts).
 */
export const MOCK_PHONES = {
  /** Bound to another account (errno 8361005 for a phone change). */
  boundElsewhere: '13900000001',
  /** Has had every send of the day (errno 8361004). */
  quotaUsed: '13800000009',
} as const

/** The code the simulated gateway sends, every time. */
export const MOCK_SMS_CODE = '123456'
