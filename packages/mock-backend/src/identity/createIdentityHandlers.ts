import { http, type HttpHandler } from 'msw'
import { MOCK_ERRNO } from '../errnos.ts'
import { replyJson } from '../reply.ts'
import type { IdentityRecord } from './identityRecord.ts'
import { identityOf, type IdentityWorld } from './identityWorld.ts'
import { ageAt, isValidIdNumber, isValidName, maskName, maskNumber, maskPhone } from './checkDocument.ts'
import { captchaChallenge, captchaKindFor, captchaSolved } from './mockCaptcha.ts'
import { MOCK_PEOPLE, MOCK_PHONES, MOCK_SMS_CODE } from './mockPeople.ts'
import { readBody } from '../readBody.ts'

type Json = Record<string, unknown>
type Failure = { errno: number; errmsg: string }

/** The account a request's token pair names, as the simulator's core resolves it (createHandlers.ts). */
export interface IdentityAccount {
  /** The record's key (the access token). */
  key: string
  accessToken: string
  openID: string
  userID: number
  /** What the user still holds: the red-packet balance (fen) and diamonds. */
  balances(): { balanceFen: number; diamonds: number }
  /** The user gives up what is left (cancellation with `waiveBalances`). */
  giveUpBalances(): void
}

export interface IdentityHandlerOptions {
  now: () => number
  world: () => IdentityWorld
  /** The account of a JSON body's `accessToken` / `openID`, or undefined for an expired session. */
  findAccount: (body: Json) => IdentityAccount | undefined
  /** Where a browser uploads with the `realname` policy: keys under this directory are the user's. */
  uploadDir: (account: IdentityAccount) => string
  /**
   * The web login: the account of a phone number (the simulator answers one of its users), which a login
   * during the cooling-off period withdraws the cancellation of.
   */
  login: (countryCode: string, phone: string) => IdentityAccount
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const TICKET_LIFETIME = 10 * MINUTE
const CODE_LIFETIME = 5 * MINUTE
const RESEND_AFTER_SECONDS = 60
const SENDS_PER_DAY = 10
const REVIEW_DAYS = 3
const PROOF_LIFETIME = 30 * MINUTE
/** What the consent before a face check or document photos names (docs/openapi.yaml `SensitiveDataTerms`). */
const SENSITIVE_DATA = { faceProvider: '模拟人脸核验服务（开发与测试环境）', faceRetentionDays: 0, photoRetentionDays: 30 }
const NATIVE_UPLOADS = 'https://cdn.example.com/'
const QUICK_PREFIX = /^(?:[1-6]\d|81|82|83|9\d)/

const isCode = (value: unknown): value is string => typeof value === 'string' && /^\d{6}$/.test(value)
const isDialCode = (value: unknown): value is string => typeof value === 'string' && /^\+\d{1,4}$/.test(value)
/** Mainland numbers are 11 digits `1[3-9]…`; other regions 5–15 digits. */
const isPhone = (countryCode: string, value: unknown): value is string =>
  typeof value === 'string' && (countryCode === '+86' ? /^1[3-9]\d{9}$/.test(value) : /^\d{5,15}$/.test(value))

/** Who the register says a number belongs to; a number it does not know belongs to the name typed. */
function registeredName(idNumber: string): string | undefined {
  return Object.values(MOCK_PEOPLE).find((person) => person.idNumber === idNumber)?.realName
}

/** The status answer: masked, with the age flags and today's limits. */
function statusOf(record: IdentityRecord, now: number) {
  const verified = record.status === 'verified' && record.idNumber !== undefined
  const age = verified ? ageAt(record.idNumber!, now) : undefined
  return {
    status: record.status,
    ...(record.method && { method: record.method }),
    ...(record.realName && record.status !== 'none' && { maskedName: maskName(record.realName) }),
    ...(record.idNumber && record.status !== 'none' && { maskedIdNumber: maskNumber(record.idNumber) }),
    ...(record.rejectReason && record.status === 'rejected' && { rejectReason: record.rejectReason }),
    ...(record.submittedAt !== undefined && record.status !== 'none' && { submittedAt: record.submittedAt }),
    reviewDays: REVIEW_DAYS,
    minor: age !== undefined && age < 18,
    canStream: age !== undefined && age >= 16,
    // docs/openapi.yaml: empty when no phone is bound.
    maskedPhone: record.phone.number === '' ? '' : maskPhone(record.phone.number),
    limits: {
      quickAttemptsPerDay: record.quickAttemptsPerDay,
      quickAttemptsLeft: Math.max(0, record.quickAttemptsPerDay - record.quickAttemptsUsed),
      faceVerifyMinAppVersion: record.faceVerifyMinAppVersion,
    },
    sensitiveData: SENSITIVE_DATA,
  }
}

/**
 * The identity endpoints of docs/openapi.yaml over each user's {@link IdentityRecord}: real-name
 * status, the face-check ticket and its outcome, manual review, SMS codes (always {@link MOCK_SMS_CODE}),
 * phone change and its manual review, account cancellation and the web login.
 */
export function createIdentityHandlers(options: IdentityHandlerOptions): HttpHandler[] {
  const { now } = options
  // Every answer carries the simulated server's clock (reply.ts).
  const ok = (data: unknown) => replyJson({ errno: 0, errmsg: '', data }, now())
  const fail = (failure: Failure, data?: unknown) => replyJson({ errno: failure.errno, errmsg: failure.errmsg, ...(data !== undefined && { data }) }, now())

  /** A POST for a signed-in user: the account and its record, or 8304006. */
  const authed = (path: string, handle: (body: Json, record: IdentityRecord, account: IdentityAccount) => Response) =>
    http.post(`*${path}`, async ({ request }) => {
      const body = await readBody(request)
      const account = body ? options.findAccount(body) : undefined
      if (!body || !account) return fail(MOCK_ERRNO.badToken)
      return handle(body, identityOf(options.world(), account.key), account)
    })

  /** Sends a code for `use` to a number, within the gateway's limits. */
  function sendCode(use: string, countryCode: string, phone: string): Response {
    const world = options.world()
    const number = `${countryCode}${phone}`
    const day = Math.floor(now() / DAY)
    const sends = world.sends.get(number)
    const today = sends && sends.day === day ? sends : { day, count: 0, lastAt: 0 }
    if (phone === MOCK_PHONES.quotaUsed || today.count >= SENDS_PER_DAY) return fail(MOCK_ERRNO.smsDailyLimit)
    if (today.count > 0 && now() - today.lastAt < RESEND_AFTER_SECONDS * 1000) return fail(MOCK_ERRNO.smsTooOften)
    world.sends.set(number, { day, count: today.count + 1, lastAt: now() })
    world.codes.set(`${use}:${number}`, { code: MOCK_SMS_CODE, sentAt: now(), used: false })
    return ok({ resendAfterSeconds: RESEND_AFTER_SECONDS, dailyLeft: SENDS_PER_DAY - today.count - 1, maskedPhone: maskPhone(phone) })
  }

  /** Checks and uses a code; the failure to answer, or null when it is right. */
  function useCode(use: string, countryCode: string, phone: string, code: unknown): Failure | null {
    const sent = options.world().codes.get(`${use}:${countryCode}${phone}`)
    if (!sent || sent.used || now() - sent.sentAt > CODE_LIFETIME) return MOCK_ERRNO.smsExpired
    if (code !== sent.code) return MOCK_ERRNO.smsWrong
    sent.used = true
    return null
  }

  /** Already verified or under review: nothing more to submit. */
  const settled = (record: IdentityRecord): Failure | null =>
    record.status === 'verified' ? MOCK_ERRNO.alreadyVerified : record.status === 'reviewing' ? MOCK_ERRNO.underReview : null

  /** A photo the user uploaded: native's upload, or an object under the user's `realname` policy directory. */
  const isUserPhoto = (account: IdentityAccount, shot: string) =>
    shot.startsWith(NATIVE_UPLOADS) || (shot.startsWith(options.uploadDir(account)) && options.world().objects.has(shot))

  /** The phone review answer: `none` before one was asked for. */
  const phoneReviewOf = (record: IdentityRecord) => {
    const review = record.phoneReview
    if (!review) return { status: 'none', reviewDays: REVIEW_DAYS }
    return {
      status: review.status,
      reviewDays: REVIEW_DAYS,
      maskedPhone: maskPhone(review.phone.number),
      submittedAt: review.submittedAt,
      ...(review.status === 'rejected' && review.rejectReason && { rejectReason: review.rejectReason }),
    }
  }

  const isUsedElsewhere = (idNumber: string) => idNumber === MOCK_PEOPLE.usedElsewhere.idNumber

  const hasBalance = (account: IdentityAccount) => {
    const { balanceFen, diamonds } = account.balances()
    return balanceFen > 0 || diamonds > 0
  }

  const conditionsOf = (record: IdentityRecord, account: IdentityAccount) => {
    const { pendingWithdrawal, guildOwner, openOrders } = record.cancellation
    return [
      { key: 'pendingWithdrawal', title: '无进行中的提现', passed: !pendingWithdrawal, hint: pendingWithdrawal ? '请等待提现到账或取消提现后再注销' : '', waivable: false },
      { key: 'balance', title: '账户余额已提现或放弃', passed: !hasBalance(account), hint: hasBalance(account) ? '请先提现余额，或勾选放弃剩余余额与钻石' : '', waivable: true },
      { key: 'guildOwner', title: '不是公会会长', passed: !guildOwner, hint: guildOwner ? '请先转让公会会长身份或解散公会' : '', waivable: false },
      { key: 'openOrders', title: '无未完成的订单', passed: !openOrders, hint: openOrders ? '请等待订单完成或申请退款后再注销' : '', waivable: false },
    ] as const
  }

  /** The cancellation check's answer: the conditions, what would be given up, where the code goes, a cancellation under way. */
  const cancellationCheckOf = (record: IdentityRecord, account: IdentityAccount) => {
    const { coolingOffDays, effectiveAt } = record.cancellation
    const pending = effectiveAt !== undefined && { pending: { effectiveAt, daysLeft: Math.max(0, Math.ceil((effectiveAt - now()) / DAY)) } }
    const maskedPhone = record.phone.number === '' ? '' : maskPhone(record.phone.number)
    return { coolingOffDays, conditions: conditionsOf(record, account), balances: account.balances(), maskedPhone, ...pending }
  }

  /** The day's face checks are used (real-name and phone-owner checks share them). */
  const attemptsUsed = (record: IdentityRecord) => record.quickAttemptsUsed >= record.quickAttemptsPerDay

  /** A ticket of `purpose` that may still be checked, or undefined (unknown, used, too old). */
  const openTicket = (record: IdentityRecord, certifyID: unknown, purpose: 'realname' | 'phoneOwner') => {
    const ticket = typeof certifyID === 'string' ? record.tickets.get(certifyID) : undefined
    return ticket && ticket.purpose === purpose && !ticket.used && now() - ticket.issuedAt <= TICKET_LIFETIME ? ticket : undefined
  }

  /** Asks the login send for a captcha: a new challenge for the number, with `why` (required or wrong). */
  const askCaptcha = (why: Failure, kind: 'image' | 'slide', number: string) => {
    const world = options.world()
    const captchaID = `captcha-${world.captchas.size + 1}`
    world.captchas.set(captchaID, { kind, number, used: false })
    return fail(why, captchaChallenge(captchaID, kind))
  }

  return [
    authed('/v1/realname/status', (_body, record) => ok(statusOf(record, now()))),

    authed('/v1/realname/certify', (body, record) => {
      const { realName, idNumber } = body
      if (!isValidName(realName) || !isValidIdNumber(idNumber) || !QUICK_PREFIX.test(idNumber)) return fail(MOCK_ERRNO.badParam)
      const done = settled(record)
      if (done) return fail(done)
      const registered = registeredName(idNumber)
      if (registered !== undefined && registered !== realName) return fail(MOCK_ERRNO.nameIdMismatch)
      if (isUsedElsewhere(idNumber)) return fail(MOCK_ERRNO.idUsed)
      // A ticket counts nothing: the attempt is counted when its face check runs (certify/result).
      if (attemptsUsed(record)) return fail(MOCK_ERRNO.attemptsExhausted)
      const certifyID = `certify-${record.nextTicket++}`
      record.tickets.set(certifyID, { purpose: 'realname', realName, idNumber, issuedAt: now(), used: false })
      return ok({ certifyID, expireAt: now() + TICKET_LIFETIME })
    }),

    authed('/v1/realname/certify/result', (body, record) => {
      if (typeof body.sdkPassed !== 'boolean') return fail(MOCK_ERRNO.badParam)
      const ticket = openTicket(record, body.certifyID, 'realname')
      if (!ticket) return fail(MOCK_ERRNO.ticketExpired)
      if (attemptsUsed(record)) return fail(MOCK_ERRNO.attemptsExhausted)
      ticket.used = true
      record.quickAttemptsUsed += 1
      // The SDK's failure can only fail the check; the simulated liveness service decides the rest.
      if (!body.sdkPassed || !record.faceMatches || ticket.idNumber === MOCK_PEOPLE.faceMismatch.idNumber) return fail(MOCK_ERRNO.faceFailed)
      Object.assign(record, { status: 'verified', method: 'quick', realName: ticket.realName, idNumber: ticket.idNumber, submittedAt: now() })
      return ok(statusOf(record, now()))
    }),

    authed('/v1/realname/manual', (body, record, account) => {
      const { realName, docType, docNumber, photos, smsCode } = body
      const types = ['idCard', 'hkmoResidence', 'twResidence', 'foreignerPermanent', 'hkmoPermit', 'twPermit', 'passport']
      const photoSet = (typeof photos === 'object' && photos !== null ? photos : {}) as Json
      const shots = [photoSet.front, photoSet.back, photoSet.handheld]
      const numberOk =
        typeof docNumber === 'string' &&
        (['idCard', 'hkmoResidence', 'twResidence'].includes(docType as string) ? isValidIdNumber(docNumber) : /^[A-Z0-9]{5,30}$/.test(docNumber))
      if (!isValidName(realName) || !types.includes(docType as string) || !numberOk || !isCode(smsCode) || !shots.every((s) => typeof s === 'string')) {
        return fail(MOCK_ERRNO.badParam)
      }
      const done = settled(record)
      if (done) return fail(done)
      if (isUsedElsewhere(docNumber)) return fail(MOCK_ERRNO.idUsed)
      if (!(shots as string[]).every((shot) => isUserPhoto(account, shot))) return fail(MOCK_ERRNO.photoInvalid)
      const codeFailure = useCode('realname', record.phone.countryCode, record.phone.number, smsCode)
      if (codeFailure) return fail(codeFailure)
      Object.assign(record, { status: 'reviewing', method: 'manual', realName, idNumber: docNumber, submittedAt: now() })
      return ok(statusOf(record, now()))
    }),

    authed('/v1/sms/send', (body, record) => {
      const { scene, countryCode, phone } = body
      if (scene === 'realname' || scene === 'cancellation' || scene === 'phoneOwner') {
        if (countryCode !== undefined || phone !== undefined || record.phone.number === '') return fail(MOCK_ERRNO.badParam)
        return sendCode(scene, record.phone.countryCode, record.phone.number)
      }
      if (scene !== 'phoneChange' || !isDialCode(countryCode) || !isPhone(countryCode, phone)) return fail(MOCK_ERRNO.badParam)
      if (phone === MOCK_PHONES.boundElsewhere) return fail(MOCK_ERRNO.phoneBound)
      return sendCode('phoneChange', countryCode, phone)
    }),

    authed('/v1/phone/change', (body, record) => {
      const { countryCode, phone, smsCode } = body
      if (!isDialCode(countryCode) || !isPhone(countryCode, phone) || !isCode(smsCode)) return fail(MOCK_ERRNO.badParam)
      if (phone === MOCK_PHONES.boundElsewhere) return fail(MOCK_ERRNO.phoneBound)
      // A bound phone moves only with the proof that the user holds it (provePhoneOwner).
      const proof = typeof body.proofTicket === 'string' ? record.phoneProofs.get(body.proofTicket) : undefined
      const proven = proof !== undefined && !proof.used && now() - proof.issuedAt <= PROOF_LIFETIME
      if (record.phone.number !== '' && !proven) return fail(MOCK_ERRNO.phoneProofInvalid)
      const codeFailure = useCode('phoneChange', countryCode, phone, smsCode)
      if (codeFailure) return fail(codeFailure)
      if (proof) proof.used = true
      record.phone = { countryCode, number: phone }
      return ok({ maskedPhone: maskPhone(phone) })
    }),

    authed('/v1/phone/owner/proof', (body, record) => {
      const { smsCode, certifyID, sdkPassed } = body
      if ((smsCode === undefined) === (certifyID === undefined) || record.phone.number === '') return fail(MOCK_ERRNO.badParam)
      if (smsCode !== undefined) {
        if (!isCode(smsCode)) return fail(MOCK_ERRNO.badParam)
        const codeFailure = useCode('phoneOwner', record.phone.countryCode, record.phone.number, smsCode)
        if (codeFailure) return fail(codeFailure)
      } else {
        if (typeof sdkPassed !== 'boolean') return fail(MOCK_ERRNO.badParam)
        const ticket = openTicket(record, certifyID, 'phoneOwner')
        if (!ticket) return fail(MOCK_ERRNO.ticketExpired)
        if (attemptsUsed(record)) return fail(MOCK_ERRNO.attemptsExhausted)
        ticket.used = true
        record.quickAttemptsUsed += 1
        if (!sdkPassed || !record.faceMatches) return fail(MOCK_ERRNO.faceFailed)
      }
      const proofTicket = `proof-${record.nextTicket++}`
      record.phoneProofs.set(proofTicket, { issuedAt: now(), used: false })
      return ok({ proofTicket, expireAt: now() + PROOF_LIFETIME })
    }),

    authed('/v1/phone/owner/face', (_body, record) => {
      if (record.status !== 'verified' || record.realName === undefined || record.idNumber === undefined) return fail(MOCK_ERRNO.faceNeedsVerified)
      if (attemptsUsed(record)) return fail(MOCK_ERRNO.attemptsExhausted)
      const certifyID = `certify-${record.nextTicket++}`
      record.tickets.set(certifyID, { purpose: 'phoneOwner', realName: record.realName, idNumber: record.idNumber, issuedAt: now(), used: false })
      return ok({ certifyID, expireAt: now() + TICKET_LIFETIME })
    }),

    authed('/v1/phone/review', (body, record, account) => {
      const { countryCode, phone, smsCode, idPhoto, reason } = body
      const reasonOk = typeof reason === 'string' && reason.trim().length >= 5 && reason.length <= 200
      if (!isDialCode(countryCode) || !isPhone(countryCode, phone) || !isCode(smsCode) || typeof idPhoto !== 'string' || idPhoto === '' || !reasonOk) {
        return fail(MOCK_ERRNO.badParam)
      }
      if (record.phoneReview?.status === 'reviewing') return fail(MOCK_ERRNO.phoneReviewPending)
      if (phone === MOCK_PHONES.boundElsewhere) return fail(MOCK_ERRNO.phoneBound)
      if (!isUserPhoto(account, idPhoto)) return fail(MOCK_ERRNO.photoInvalid)
      const codeFailure = useCode('phoneChange', countryCode, phone, smsCode)
      if (codeFailure) return fail(codeFailure)
      record.phoneReview = { status: 'reviewing', phone: { countryCode, number: phone }, submittedAt: now() }
      return ok(phoneReviewOf(record))
    }),

    authed('/v1/phone/review/status', (_body, record) => ok(phoneReviewOf(record))),

    authed('/v1/account/cancellation/check', (_body, record, account) => ok(cancellationCheckOf(record, account))),

    authed('/v1/account/cancellation/submit', (body, record, account) => {
      const { smsCode, waiveBalances } = body
      const { coolingOffDays } = record.cancellation
      if (record.cancellation.effectiveAt !== undefined) return ok({ effectiveAt: record.cancellation.effectiveAt, coolingOffDays })
      const blocking = conditionsOf(record, account).filter((condition) => !condition.passed && !(condition.waivable && waiveBalances === true))
      if (blocking.length > 0) return fail(MOCK_ERRNO.cancellationBlocked)
      const codeFailure = useCode('cancellation', record.phone.countryCode, record.phone.number, smsCode)
      if (codeFailure) return fail(codeFailure)
      if (waiveBalances === true) account.giveUpBalances()
      record.cancellation.effectiveAt = now() + coolingOffDays * DAY
      return ok({ effectiveAt: record.cancellation.effectiveAt, coolingOffDays })
    }),

    authed('/v1/account/cancellation/withdraw', (_body, record, account) => {
      delete record.cancellation.effectiveAt
      return ok(cancellationCheckOf(record, account))
    }),

    http.post('*/v1/login/sms', async ({ request }) => {
      const body = await readBody(request)
      if (!body || !isDialCode(body.countryCode) || !isPhone(body.countryCode, body.phone)) return fail(MOCK_ERRNO.badParam)
      if (body.channel !== undefined && body.channel !== 'sms' && body.channel !== 'voice') return fail(MOCK_ERRNO.badParam)
      const number = `${body.countryCode}${body.phone}`
      const kind = captchaKindFor(body.phone)
      if (kind && body.captcha === undefined) return askCaptcha(MOCK_ERRNO.captchaRequired, kind, number)
      if (kind) {
        const answer = (typeof body.captcha === 'object' && body.captcha !== null ? body.captcha : {}) as Json
        const issued = typeof answer.captchaID === 'string' ? options.world().captchas.get(answer.captchaID) : undefined
        const solved = issued !== undefined && !issued.used && issued.number === number && captchaSolved(issued.kind, answer.answer)
        if (issued) issued.used = true
        if (!solved) return askCaptcha(MOCK_ERRNO.captchaWrong, kind, number)
      }
      // A voice call reads the same kind of code out; it shares the number's limits.
      return sendCode('login', body.countryCode, body.phone)
    }),

    http.post('*/v1/login/phone', async ({ request }) => {
      const body = await readBody(request)
      if (!body || !isDialCode(body.countryCode) || !isPhone(body.countryCode, body.phone) || !isCode(body.smsCode)) {
        return fail(MOCK_ERRNO.badParam)
      }
      const codeFailure = useCode('login', body.countryCode, body.phone, body.smsCode)
      if (codeFailure) return fail(codeFailure)
      const account = options.login(body.countryCode, body.phone)
      const record = identityOf(options.world(), account.key)
      const cancellationWithdrawn = record.cancellation.effectiveAt !== undefined && record.cancellation.effectiveAt > now()
      delete record.cancellation.effectiveAt
      const { accessToken, openID, userID } = account
      return ok({ accessToken, openID, userID, cancellationWithdrawn })
    }),
  ]
}
