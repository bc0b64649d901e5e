import type { HttpHandler } from 'msw'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { answerOnce, isIdempotencyKey, type MoneyOutcome } from '../answerOnce.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import { maskPhone } from '../identity/checkDocument.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { MOCK_SMS_CODE } from '../identity/mockPeople.ts'
import { CASHOUT_RULES, DAILY_REWARD_RED, EXCHANGE_RULES, nextBenefitId, type BenefitRecord, type MockWithdrawal } from './benefitRecord.ts'
import { serverDate, serverDay, windowAround, windowAt } from './serverCalendar.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** A withdrawal the simulator lets move with time: reviewing a minute after submission, paid after a day. */
const REVIEW_AFTER = MINUTE
const PAID_AFTER = DAY
const PAGE_SIZE = 20
/** A withdrawal code holds 5 minutes; another may go after a minute (docs/openapi.yaml sendWithdrawalSmsCode). */
const CODE_VALID_MS = 5 * MINUTE
const RESEND_AFTER_SECONDS = 60

const isWhole = (value: unknown, min = 1): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 99_999_999_999
const isId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 64

/**
 * The fee of docs/openapi.yaml `CashoutInfo`: max(minFee, amount × rate / 10000 rounded half up), on the user's
 * cash-out rules unless told; the guild's withdrawal answers the same shape on its own rules.
 */
export function feeOf(amountFen: number, rules: { minFeeFen: number; feeRateBp: number } = CASHOUT_RULES): number {
  return Math.max(rules.minFeeFen, Math.floor((amountFen * rules.feeRateBp + 5000) / 10_000))
}

/** Working days after `at` (Saturdays and Sundays skipped), for when the money should arrive. */
function addWorkingDays(at: number, days: number): number {
  let result = at
  let left = days
  while (left > 0) {
    result += DAY
    const weekday = new Date(result + 8 * 60 * MINUTE).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return result
}

/** A withdrawal as docs/openapi.yaml `Withdrawal`: its status and timeline at `now`. */
function withdrawalAt(withdrawal: MockWithdrawal, now: number) {
  const { withdrawalID, amountFen, feeFen, createdAt, nickName, outcome } = withdrawal
  const timeline: { status: 'submitted' | 'reviewing' | 'paid' | 'rejected'; at: number }[] = [{ status: 'submitted', at: createdAt }]
  if (outcome || now >= createdAt + REVIEW_AFTER) timeline.push({ status: 'reviewing', at: createdAt + REVIEW_AFTER })
  const end = outcome ?? (now >= createdAt + PAID_AFTER ? { status: 'paid' as const, at: createdAt + PAID_AFTER } : null)
  if (end) timeline.push({ status: end.status, at: end.at })
  return {
    withdrawalID,
    amountFen,
    feeFen,
    arrivalFen: amountFen - feeFen,
    status: timeline.at(-1)!.status,
    createdAt,
    expectedAt: addWorkingDays(createdAt, CASHOUT_RULES.arrivalDays),
    nickName,
    timeline,
    ...(end?.status === 'rejected' && { rejectReason: outcome?.reason ?? '' }),
  }
}

/** Withdrawals of the record's month so far that count against the monthly times (a rejected one gives its time back). */
function timesUsed(record: BenefitRecord, now: number): number {
  const { year, month } = serverDate(now)
  return record.withdrawals.filter((withdrawal) => {
    const date = serverDate(withdrawal.createdAt)
    return date.year === year && date.month === month && withdrawal.outcome?.status !== 'rejected'
  }).length
}

/**
 * The benefit endpoints of docs/openapi.yaml over each user's {@link BenefitRecord}: cash-out info,
 * withdrawals (idempotent by key), records by cursor, detail; the 红钻 account, exchange, the daily reward,
 * rewards and gifts. Real-name verification is the identity record's, so verifying on /oauth clears that gate.
 */
export function createBenefitHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {

  const cashoutInfo = (user: MockUser, state: MockState) => {
    const record = user.benefit
    const window = windowAt(state.now(), record.window ?? windowAround(state.now()))
    return {
      availableFen: record.redDiamonds,
      ...CASHOUT_RULES,
      realNameVerified: identityOf(state.identity, user.accessToken).status === 'verified',
      phoneBound: record.phoneBound,
      channel: { channel: 'wechat', bound: record.weChatNickName !== '', nickName: record.weChatNickName },
      window,
      timesPerMonth: record.timesPerMonth,
      timesLeft: Math.max(0, record.timesPerMonth - timesUsed(record, state.now())),
      verifyBy: record.verifyBy,
      maskedPhone: record.phoneBound ? maskPhone(identityOf(state.identity, user.accessToken).phone.number || '13800138000') : '',
    }
  }

  /** The owner's proof on a submit, as `verifyBy` asks: null when it holds, else the refusal. */
  const proofRefusal = (record: BenefitRecord, body: Record<string, unknown>, now: number) => {
    const proof = record.verifyBy === 'sms' ? body.smsCode : body.payPassword
    if (typeof proof !== 'string') return MOCK_ERRNO.verificationNeeded
    if (record.verifyBy === 'password') return proof === record.payPassword ? null : MOCK_ERRNO.payPasswordWrong
    if (record.withdrawalCodeAt === null || now - record.withdrawalCodeAt > CODE_VALID_MS) return MOCK_ERRNO.smsExpired
    if (proof !== MOCK_SMS_CODE) return MOCK_ERRNO.smsWrong
    record.withdrawalCodeAt = null
    return null
  }

  /** A money request of `user` once per key (answerOnce.ts). */
  const once = (user: MockUser, key: string, fingerprint: string, run: () => MoneyOutcome) => answerOnce(user.moneyKeys, key, fingerprint, run, { ok, fail })

  const account = (user: MockUser, state: MockState) => {
    const record = user.benefit
    const today = serverDay(state.now())
    return {
      redDiamonds: record.redDiamonds,
      diamonds: user.diamonds,
      cashableFen: record.redDiamonds,
      daily: { claimedToday: record.lastDailyDay === today, rewardRed: DAILY_REWARD_RED, streakDays: record.streakDays },
      rewardsToClaim: record.rewards.filter((reward) => !reward.claimed && reward.expiresAt > state.now()).length,
      canGive: !user.minor,
    }
  }

  return [
    authed('/v1/cashout/info', (_body, user, state) => ok(cashoutInfo(user, state))),

    authed('/v1/cashout/submit', (body, user, state) => {
      const { amountFen, idempotencyKey } = body
      if (!isWhole(amountFen) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      const record = user.benefit
      return once(user, idempotencyKey, `cashout:${amountFen}`, () => {
        const info = cashoutInfo(user, state)
        if (!info.realNameVerified) return { failure: MOCK_ERRNO.notVerified }
        if (!info.phoneBound) return { failure: MOCK_ERRNO.phoneNotBound }
        if (!info.channel.bound) return { failure: MOCK_ERRNO.weChatNotBound }
        if (!info.window.open) return { failure: MOCK_ERRNO.outsideWindow }
        if (info.timesLeft === 0) return { failure: MOCK_ERRNO.monthlyTimesUsed }
        if (amountFen < CASHOUT_RULES.minFen) return { failure: MOCK_ERRNO.belowMinimum }
        if (amountFen > CASHOUT_RULES.maxFen) return { failure: MOCK_ERRNO.aboveMaximum }
        if (amountFen > info.availableFen) return { failure: MOCK_ERRNO.aboveBalance }
        const refused = proofRefusal(record, body, state.now())
        if (refused) return { failure: refused }
        record.redDiamonds -= amountFen
        const withdrawal: MockWithdrawal = {
          withdrawalID: nextBenefitId(record, 'wd'),
          amountFen,
          feeFen: feeOf(amountFen),
          createdAt: state.now(),
          nickName: record.weChatNickName,
          outcome: null,
        }
        record.withdrawals.unshift(withdrawal)
        return { data: withdrawalAt(withdrawal, state.now()) }
      })
    }),

    authed('/v1/cashout/sms', (_body, user, state) => {
      const record = user.benefit
      if (!record.phoneBound) return fail(MOCK_ERRNO.phoneNotBound)
      if (record.withdrawalCodeAt !== null && state.now() - record.withdrawalCodeAt < RESEND_AFTER_SECONDS * 1000) return fail(MOCK_ERRNO.smsTooOften)
      record.withdrawalCodeAt = state.now()
      const { maskedPhone } = cashoutInfo(user, state)
      return ok({ resendAfterSeconds: RESEND_AFTER_SECONDS, dailyLeft: 9, maskedPhone })
    }),

    authed('/v1/cashout/records', (body, user, state) => {
      const { cursor, limit = PAGE_SIZE } = body
      if (!isWhole(limit) || limit > 50 || (cursor !== undefined && !isId(cursor))) return fail(MOCK_ERRNO.badParam)
      const list = user.benefit.withdrawals
      // The cursor is the id of the last withdrawal of the page before: stable while new ones are added on top.
      const start = cursor === undefined ? 0 : list.findIndex((withdrawal) => withdrawal.withdrawalID === cursor) + 1
      if (cursor !== undefined && start === 0) return fail(MOCK_ERRNO.badParam)
      const page = list.slice(start, start + limit)
      const items = page.map((withdrawal) => {
        const { withdrawalID, amountFen, feeFen, status, createdAt } = withdrawalAt(withdrawal, state.now())
        return { withdrawalID, amountFen, feeFen, status, createdAt }
      })
      const more = start + limit < list.length
      return ok({ items, nextCursor: more ? page.at(-1)!.withdrawalID : null })
    }),

    authed('/v1/cashout/detail', (body, user, state) => {
      const withdrawal = user.benefit.withdrawals.find((item) => item.withdrawalID === body.withdrawalID)
      return withdrawal ? ok(withdrawalAt(withdrawal, state.now())) : fail(MOCK_ERRNO.noSuchWithdrawal)
    }),

    authed('/v1/benefit/account', (_body, user, state) => ok(account(user, state))),

    authed('/v1/benefit/exchange/options', (_body, user) =>
      ok({
        redDiamonds: user.benefit.redDiamonds,
        rateRed: EXCHANGE_RULES.rateRed,
        rateDiamonds: EXCHANGE_RULES.rateDiamonds,
        options: EXCHANGE_RULES.options,
      }),
    ),

    authed('/v1/benefit/exchange', (body, user) => {
      const { optionID, idempotencyKey } = body
      if (!isId(optionID) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      const record = user.benefit
      return once(user, idempotencyKey, `exchange:${optionID}`, () => {
        const option = EXCHANGE_RULES.options.find((item) => item.optionID === optionID)
        if (!option || record.withdrawnOption === optionID) return { failure: MOCK_ERRNO.optionWithdrawn }
        if (option.red > record.redDiamonds) return { failure: MOCK_ERRNO.insufficientRed }
        record.redDiamonds -= option.red
        user.diamonds += option.diamonds
        return { data: { red: option.red, diamonds: option.diamonds, redDiamonds: record.redDiamonds, diamondsBalance: user.diamonds } }
      })
    }),

    authed('/v1/benefit/daily/claim', (_body, user, state) => {
      const record = user.benefit
      const today = serverDay(state.now())
      if (record.lastDailyDay === today) return fail(MOCK_ERRNO.alreadyClaimed)
      record.streakDays = record.lastDailyDay === today - 1 ? record.streakDays + 1 : 1
      record.lastDailyDay = today
      record.redDiamonds += DAILY_REWARD_RED
      return ok({ gotRed: DAILY_REWARD_RED, redDiamonds: record.redDiamonds, streakDays: record.streakDays })
    }),

    authed('/v1/benefit/rewards', (_body, user, state) => {
      const items = user.benefit.rewards.map(({ rewardID, title, red, claimed, expiresAt }) => ({
        rewardID,
        title,
        red,
        status: claimed ? 'claimed' : expiresAt <= state.now() ? 'expired' : 'claimable',
        expiresAt,
      }))
      const order = { claimable: 0, claimed: 1, expired: 2 }
      return ok({ items: items.sort((a, b) => order[a.status as keyof typeof order] - order[b.status as keyof typeof order]) })
    }),

    authed('/v1/benefit/rewards/claim', (body, user, state) => {
      const reward = user.benefit.rewards.find((item) => item.rewardID === body.rewardID)
      if (!reward || reward.expiresAt <= state.now()) return fail(MOCK_ERRNO.noSuchReward)
      if (reward.claimed) return fail(MOCK_ERRNO.alreadyClaimed)
      reward.claimed = true
      user.benefit.redDiamonds += reward.red
      return ok({ rewardID: reward.rewardID, gotRed: reward.red, redDiamonds: user.benefit.redDiamonds })
    }),

    authed('/v1/benefit/rewards/claim-all', (body, user, state) => {
      const { rewardIDs, idempotencyKey } = body
      const ids = Array.isArray(rewardIDs) ? rewardIDs : []
      if (ids.length === 0 || ids.length > 100 || !ids.every(isId) || !isIdempotencyKey(idempotencyKey)) {
        return fail(MOCK_ERRNO.badParam)
      }
      const record = user.benefit
      return once(user, idempotencyKey, `claim-all:${[...ids].sort().join(',')}`, () => {
        const claimed: { rewardID: string; gotRed: number }[] = []
        const failed: { rewardID: string; reason: 'expired' | 'claimed' | 'unknown' }[] = []
        for (const rewardID of new Set(ids as string[])) {
          const reward = record.rewards.find((item) => item.rewardID === rewardID)
          if (!reward) failed.push({ rewardID, reason: 'unknown' })
          else if (reward.claimed) failed.push({ rewardID, reason: 'claimed' })
          else if (reward.expiresAt <= state.now()) failed.push({ rewardID, reason: 'expired' })
          else {
            reward.claimed = true
            record.redDiamonds += reward.red
            claimed.push({ rewardID, gotRed: reward.red })
          }
        }
        const gotRed = claimed.reduce((sum, item) => sum + item.gotRed, 0)
        return { data: { claimed, failed, gotRed, redDiamonds: record.redDiamonds } }
      })
    }),

    authed('/v1/benefit/give', (body, user, state) => {
      const { toUserID, red, idempotencyKey } = body
      if (!isWhole(toUserID) || !isWhole(red) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      const record = user.benefit
      return once(user, idempotencyKey, `give:${toUserID}:${red}`, () => {
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        // The simulator's users have ids from 10000; anyone else, or the giver, cannot receive.
        if (toUserID < 10_000 || toUserID === user.userID) return { failure: MOCK_ERRNO.noSuchFriend }
        if (red > record.redDiamonds) return { failure: MOCK_ERRNO.insufficientRed }
        record.redDiamonds -= red
        const gift = { giftID: nextBenefitId(record, 'gift'), toUserID, red, at: state.now() }
        record.gifts.unshift(gift)
        return { data: { giftID: gift.giftID, toUserID, red, redDiamonds: record.redDiamonds } }
      })
    }),
  ]
}
