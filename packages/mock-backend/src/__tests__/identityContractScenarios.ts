/**
 * The identity endpoints' scenarios for openApiContract.test.ts: the success and each errno the
 * document lists, reached as a page would reach them (the people and phones of identity/mockPeople.ts, calls
 * made first). contractScenarios.ts spreads them into CONTRACT_SCENARIOS.
 */
import { MOCK_USER } from '../fixtures.ts'
import { MOCK_CAPTCHA } from '../identity/mockCaptcha.ts'
import { MOCK_PEOPLE, MOCK_PHONES, MOCK_SMS_CODE } from '../identity/mockPeople.ts'
import type { Call, Scenario } from './contractScenario.ts'

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)

const certifyPayload = (person: { realName: string; idNumber: string }) => ({ ...tokens, ...person })
const certify = (person: { realName: string; idNumber: string }): Call => ({ operationId: 'startFaceVerify', payload: certifyPayload(person) })
const resultPayload = (certifyID = 'certify-1', sdkPassed = true) => ({ ...tokens, certifyID, sdkPassed })
const result = (certifyID = 'certify-1'): Call => ({ operationId: 'getFaceVerifyResult', payload: resultPayload(certifyID) })
/** A face check that ran and failed: it uses one of the day's attempts. */
const failedCheck = (certifyID: string): Call[] => [certify(MOCK_PEOPLE.faceMismatch), result(certifyID)]
const sendOwnerCode: Call = { operationId: 'sendSmsCode', payload: { ...tokens, scene: 'phoneOwner' } }
const proveByCode: Call = { operationId: 'provePhoneOwner', payload: { ...tokens, smsCode: MOCK_SMS_CODE } }
const startOwnerFace: Call = { operationId: 'startPhoneOwnerFaceCheck', payload: tokens }
const proveByFace = (certifyID: string, sdkPassed = true): Call => ({ operationId: 'provePhoneOwner', payload: { ...tokens, certifyID, sdkPassed } })
/** MOCK_USER verified by a face check (certify-1), which uses one of the day's attempts. */
const verified: Call[] = [certify(MOCK_PEOPLE.adult), result()]
const sendRealNameCode: Call = { operationId: 'sendSmsCode', payload: { ...tokens, scene: 'realname' } }
const sendCancellationCode: Call = { operationId: 'sendSmsCode', payload: { ...tokens, scene: 'cancellation' } }
const NATIVE_PHOTOS = {
  front: 'https://cdn.example.com/dev/upload/1.jpg',
  back: 'https://cdn.example.com/dev/upload/2.jpg',
  handheld: 'https://cdn.example.com/dev/upload/3.jpg',
}
const manual = (overrides: Record<string, unknown> = {}) => ({
  ...tokens,
  realName: MOCK_PEOPLE.adult.realName,
  docType: 'idCard',
  docNumber: MOCK_PEOPLE.adult.idNumber,
  photos: NATIVE_PHOTOS,
  smsCode: MOCK_SMS_CODE,
  ...overrides,
})
const newPhone = { countryCode: '+86', phone: '13712345678' }
const login = { countryCode: '+86', phone: '13612345678' }
const captchaNumber = { countryCode: '+86', phone: `${MOCK_CAPTCHA.imagePrefix}12345678` }
const slideNumber = { countryCode: '+86', phone: `${MOCK_CAPTCHA.slidePrefix}12345678` }

const review = (overrides: Record<string, unknown> = {}) => ({
  ...tokens,
  ...newPhone,
  smsCode: MOCK_SMS_CODE,
  idPhoto: NATIVE_PHOTOS.front,
  reason: '原手机号已注销，无法接收验证码',
  ...overrides,
})
const sendNewPhoneCode: Call = { operationId: 'sendSmsCode', payload: { ...tokens, scene: 'phoneChange', ...newPhone } }

export const IDENTITY_CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getPhoneReview', name: 'none asked for', payload: tokens, expected: SUCCESS },
  { operationId: 'getPhoneReview', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },
  { operationId: 'getPhoneReview', name: 'one under review', before: [sendNewPhoneCode, { operationId: 'submitPhoneReview', payload: review() }], payload: tokens, expected: SUCCESS },
  { operationId: 'submitPhoneReview', name: 'a photo, a reason and the new number’s code', before: [sendNewPhoneCode], payload: review(), expected: SUCCESS },
  { operationId: 'submitPhoneReview', name: 'a reason too short', payload: review({ reason: '丢了' }), expected: BAD_PARAM },
  { operationId: 'submitPhoneReview', name: 'a photo not the user’s', before: [sendNewPhoneCode], payload: review({ idPhoto: 'https://evil.example/1.jpg' }), expected: failure(8360010) },
  { operationId: 'submitPhoneReview', name: 'a wrong code', before: [sendNewPhoneCode], payload: review({ smsCode: '000000' }), expected: failure(8361001) },
  { operationId: 'submitPhoneReview', name: 'no code sent', payload: review(), expected: failure(8361002) },
  { operationId: 'submitPhoneReview', name: 'a number bound elsewhere', payload: review({ phone: MOCK_PHONES.boundElsewhere }), expected: failure(8361005) },
  {
    operationId: 'submitPhoneReview',
    name: 'a second one while the first is reviewed',
    before: [sendNewPhoneCode, { operationId: 'submitPhoneReview', payload: review() }],
    payload: review(),
    expected: failure(8361006),
  },
  { operationId: 'submitPhoneReview', name: 'a bad token', payload: { ...review(), ...badTokens }, expected: SESSION_EXPIRED },
  { operationId: 'getRealNameStatus', name: 'a user not verified', payload: tokens, expected: SUCCESS },
  { operationId: 'getRealNameStatus', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'startFaceVerify', name: 'an adult', payload: certify(MOCK_PEOPLE.adult).payload, expected: SUCCESS },
  { operationId: 'startFaceVerify', name: 'a Hong Kong residence permit', payload: certify(MOCK_PEOPLE.hongKongPermit).payload, expected: SUCCESS },
  { operationId: 'startFaceVerify', name: 'a wrong check character', payload: { ...tokens, realName: '张三', idNumber: '110105199003071238' }, expected: BAD_PARAM },
  { operationId: 'startFaceVerify', name: 'a name not the number’s', payload: { ...tokens, realName: '张四', idNumber: MOCK_PEOPLE.adult.idNumber }, expected: failure(8360001) },
  { operationId: 'startFaceVerify', name: 'a number used by another account', payload: certify(MOCK_PEOPLE.usedElsewhere).payload, expected: failure(8360002) },
  {
    operationId: 'startFaceVerify',
    name: 'a fourth attempt in a day',
    before: [...failedCheck('certify-1'), ...failedCheck('certify-2'), ...failedCheck('certify-3')],
    payload: certify(MOCK_PEOPLE.adult).payload,
    expected: failure(8360003),
  },
  {
    operationId: 'startFaceVerify',
    name: 'a fourth ticket after three never checked (a ticket counts nothing)',
    before: [certify(MOCK_PEOPLE.adult), certify(MOCK_PEOPLE.adult), certify(MOCK_PEOPLE.adult)],
    payload: certify(MOCK_PEOPLE.adult).payload,
    expected: SUCCESS,
  },
  {
    operationId: 'startFaceVerify',
    name: 'a verified user',
    before: [certify(MOCK_PEOPLE.adult), result()],
    payload: certify(MOCK_PEOPLE.adult).payload,
    expected: failure(8360007),
  },
  {
    operationId: 'startFaceVerify',
    name: 'a user under review',
    before: [sendRealNameCode, { operationId: 'submitManualVerify', payload: manual() }],
    payload: certify(MOCK_PEOPLE.adult).payload,
    expected: failure(8360008),
  },
  { operationId: 'startFaceVerify', name: 'a bad token', payload: { ...certifyPayload(MOCK_PEOPLE.adult), ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'getFaceVerifyResult', name: 'a face that matches', before: [certify(MOCK_PEOPLE.adult)], payload: result().payload, expected: SUCCESS },
  { operationId: 'getFaceVerifyResult', name: 'a minor’s face that matches', before: [certify(MOCK_PEOPLE.minor)], payload: result().payload, expected: SUCCESS },
  { operationId: 'getFaceVerifyResult', name: 'a face that does not match', before: [certify(MOCK_PEOPLE.faceMismatch)], payload: result().payload, expected: failure(8360004) },
  { operationId: 'getFaceVerifyResult', name: 'a check the SDK failed', before: [certify(MOCK_PEOPLE.adult)], payload: resultPayload('certify-1', false), expected: failure(8360004) },
  { operationId: 'getFaceVerifyResult', name: 'no SDK outcome', before: [certify(MOCK_PEOPLE.adult)], payload: { ...tokens, certifyID: 'certify-1' }, expected: BAD_PARAM },
  {
    operationId: 'getFaceVerifyResult',
    name: 'a ticket issued before the day’s attempts were used',
    before: [certify(MOCK_PEOPLE.adult), ...failedCheck('certify-2'), ...failedCheck('certify-3'), ...failedCheck('certify-4')],
    payload: result('certify-1').payload,
    expected: failure(8360003),
  },
  { operationId: 'getFaceVerifyResult', name: 'an unknown ticket', payload: result('certify-9').payload, expected: failure(8360005) },
  { operationId: 'getFaceVerifyResult', name: 'a bad token', payload: { ...resultPayload(), ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'submitManualVerify', name: 'photos from the app', before: [sendRealNameCode], payload: manual(), expected: SUCCESS },
  {
    operationId: 'submitManualVerify',
    name: 'a passport',
    before: [sendRealNameCode],
    payload: manual({ realName: 'JOHN·SMITH', docType: 'passport', docNumber: 'E12345678' }),
    expected: SUCCESS,
  },
  { operationId: 'submitManualVerify', name: 'an unknown document type', before: [sendRealNameCode], payload: manual({ docType: 'card' }), expected: BAD_PARAM },
  { operationId: 'submitManualVerify', name: 'a number used by another account', before: [sendRealNameCode], payload: manual({ ...MOCK_PEOPLE.usedElsewhere, docNumber: MOCK_PEOPLE.usedElsewhere.idNumber, idNumber: undefined }), expected: failure(8360002) },
  {
    operationId: 'submitManualVerify',
    name: 'a verified user',
    before: [certify(MOCK_PEOPLE.adult), result(), sendRealNameCode],
    payload: manual(),
    expected: failure(8360007),
  },
  {
    operationId: 'submitManualVerify',
    name: 'a second submission',
    before: [sendRealNameCode, { operationId: 'submitManualVerify', payload: manual() }],
    payload: manual(),
    expected: failure(8360008),
  },
  {
    operationId: 'submitManualVerify',
    name: 'a photo nobody uploaded',
    before: [sendRealNameCode],
    payload: manual({ photos: { ...NATIVE_PHOTOS, handheld: `realname/${MOCK_USER.userID}/never.jpg` } }),
    expected: failure(8360010),
  },
  { operationId: 'submitManualVerify', name: 'a wrong code', before: [sendRealNameCode], payload: manual({ smsCode: '000000' }), expected: failure(8361001) },
  { operationId: 'submitManualVerify', name: 'a code never sent', payload: manual(), expected: failure(8361002) },
  { operationId: 'submitManualVerify', name: 'a bad token', payload: manual(badTokens), expected: SESSION_EXPIRED },

  { operationId: 'sendSmsCode', name: 'a code to the bound phone', payload: sendRealNameCode.payload, expected: SUCCESS },
  { operationId: 'sendSmsCode', name: 'a code to a new number', payload: { ...tokens, scene: 'phoneChange', ...newPhone }, expected: SUCCESS },
  { operationId: 'sendSmsCode', name: 'a code proving the bound phone', payload: sendOwnerCode.payload, expected: SUCCESS },
  { operationId: 'sendSmsCode', name: 'a new number missing', payload: { ...tokens, scene: 'phoneChange' }, expected: BAD_PARAM },
  { operationId: 'sendSmsCode', name: 'a second code within 60 s', before: [sendCancellationCode], payload: sendCancellationCode.payload, expected: failure(8361003) },
  {
    operationId: 'sendSmsCode',
    name: 'a number without sends left today',
    payload: { ...tokens, scene: 'phoneChange', countryCode: '+86', phone: MOCK_PHONES.quotaUsed },
    expected: failure(8361004),
  },
  {
    operationId: 'sendSmsCode',
    name: 'a number bound to another account',
    payload: { ...tokens, scene: 'phoneChange', countryCode: '+86', phone: MOCK_PHONES.boundElsewhere },
    expected: failure(8361005),
  },
  { operationId: 'sendSmsCode', name: 'a bad token', payload: { ...badTokens, scene: 'realname' }, expected: SESSION_EXPIRED },

  {
    operationId: 'changePhone',
    name: 'a new number with its code and the proof of the bound one',
    before: [sendOwnerCode, proveByCode, sendNewPhoneCode],
    payload: { ...tokens, ...newPhone, smsCode: MOCK_SMS_CODE, proofTicket: 'proof-1' },
    expected: SUCCESS,
  },
  {
    operationId: 'changePhone',
    name: 'a new number without the proof of the bound one',
    before: [sendNewPhoneCode],
    payload: { ...tokens, ...newPhone, smsCode: MOCK_SMS_CODE },
    expected: failure(8361007),
  },
  {
    operationId: 'changePhone',
    name: 'a proof used once already',
    before: [
      sendOwnerCode,
      proveByCode,
      sendNewPhoneCode,
      { operationId: 'changePhone', payload: { ...tokens, ...newPhone, smsCode: MOCK_SMS_CODE, proofTicket: 'proof-1' } },
    ],
    payload: { ...tokens, countryCode: '+86', phone: '13712345679', smsCode: MOCK_SMS_CODE, proofTicket: 'proof-1' },
    expected: failure(8361007),
  },
  { operationId: 'changePhone', name: 'a malformed number', payload: { ...tokens, countryCode: '+86', phone: '12345678901', smsCode: MOCK_SMS_CODE }, expected: BAD_PARAM },
  {
    operationId: 'changePhone',
    name: 'a wrong code',
    before: [sendOwnerCode, proveByCode, sendNewPhoneCode],
    payload: { ...tokens, ...newPhone, smsCode: '000000', proofTicket: 'proof-1' },
    expected: failure(8361001),
  },
  {
    operationId: 'changePhone',
    name: 'a code never sent',
    before: [sendOwnerCode, proveByCode],
    payload: { ...tokens, ...newPhone, smsCode: MOCK_SMS_CODE, proofTicket: 'proof-1' },
    expected: failure(8361002),
  },
  {
    operationId: 'changePhone',
    name: 'a number bound to another account',
    payload: { ...tokens, countryCode: '+86', phone: MOCK_PHONES.boundElsewhere, smsCode: MOCK_SMS_CODE },
    expected: failure(8361005),
  },
  { operationId: 'changePhone', name: 'a bad token', payload: { ...badTokens, ...newPhone, smsCode: MOCK_SMS_CODE }, expected: SESSION_EXPIRED },

  { operationId: 'provePhoneOwner', name: 'the code sent to the bound phone', before: [sendOwnerCode], payload: proveByCode.payload, expected: SUCCESS },
  { operationId: 'provePhoneOwner', name: 'a face check of the verified user', before: [...verified, startOwnerFace], payload: proveByFace('certify-2').payload, expected: SUCCESS },
  { operationId: 'provePhoneOwner', name: 'no proof', payload: tokens, expected: BAD_PARAM },
  { operationId: 'provePhoneOwner', name: 'a wrong code', before: [sendOwnerCode], payload: { ...tokens, smsCode: '000000' }, expected: failure(8361001) },
  { operationId: 'provePhoneOwner', name: 'a code never sent', payload: proveByCode.payload, expected: failure(8361002) },
  {
    operationId: 'provePhoneOwner',
    name: 'a face check after the day’s were used',
    before: [...verified, startOwnerFace, startOwnerFace, startOwnerFace, proveByFace('certify-2'), proveByFace('certify-3')],
    payload: proveByFace('certify-4').payload,
    expected: failure(8360003),
  },
  { operationId: 'provePhoneOwner', name: 'a face check the SDK failed', before: [...verified, startOwnerFace], payload: proveByFace('certify-2', false).payload, expected: failure(8360004) },
  { operationId: 'provePhoneOwner', name: 'a real-name ticket', before: [certify(MOCK_PEOPLE.adult)], payload: proveByFace('certify-1').payload, expected: failure(8360005) },
  { operationId: 'provePhoneOwner', name: 'a bad token', payload: { ...badTokens, smsCode: MOCK_SMS_CODE }, expected: SESSION_EXPIRED },

  { operationId: 'startPhoneOwnerFaceCheck', name: 'a verified user', before: verified, payload: tokens, expected: SUCCESS },
  { operationId: 'startPhoneOwnerFaceCheck', name: 'a user not verified', payload: tokens, expected: failure(8361008) },
  {
    operationId: 'startPhoneOwnerFaceCheck',
    name: 'the day’s face checks used',
    before: [...verified, startOwnerFace, startOwnerFace, proveByFace('certify-2'), proveByFace('certify-3')],
    payload: tokens,
    expected: failure(8360003),
  },
  { operationId: 'startPhoneOwnerFaceCheck', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getCancellationCheck', name: 'the conditions', payload: tokens, expected: SUCCESS },
  { operationId: 'getCancellationCheck', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  {
    operationId: 'submitCancellation',
    name: 'balances given up',
    before: [sendCancellationCode],
    payload: { ...tokens, smsCode: MOCK_SMS_CODE, waiveBalances: true },
    expected: SUCCESS,
  },
  {
    operationId: 'submitCancellation',
    name: 'balances kept',
    before: [sendCancellationCode],
    payload: { ...tokens, smsCode: MOCK_SMS_CODE, waiveBalances: false },
    expected: failure(8362001),
  },
  { operationId: 'submitCancellation', name: 'a wrong code', before: [sendCancellationCode], payload: { ...tokens, smsCode: '000000', waiveBalances: true }, expected: failure(8361001) },
  { operationId: 'submitCancellation', name: 'a code never sent', payload: { ...tokens, smsCode: MOCK_SMS_CODE, waiveBalances: true }, expected: failure(8361002) },
  { operationId: 'submitCancellation', name: 'a bad token', payload: { ...badTokens, smsCode: MOCK_SMS_CODE, waiveBalances: true }, expected: SESSION_EXPIRED },

  {
    operationId: 'withdrawCancellation',
    name: 'a cancellation in its cooling-off period',
    before: [sendCancellationCode, { operationId: 'submitCancellation', payload: { ...tokens, smsCode: MOCK_SMS_CODE, waiveBalances: true } }],
    payload: tokens,
    expected: SUCCESS,
  },
  { operationId: 'withdrawCancellation', name: 'nothing pending', payload: tokens, expected: SUCCESS },
  { operationId: 'withdrawCancellation', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'sendLoginSmsCode', name: 'a login code', payload: login, expected: SUCCESS },
  { operationId: 'sendLoginSmsCode', name: 'a login code by voice', payload: { ...login, channel: 'voice' }, expected: SUCCESS },
  { operationId: 'sendLoginSmsCode', name: 'an unknown channel', payload: { ...login, channel: 'fax' }, expected: BAD_PARAM },
  { operationId: 'sendLoginSmsCode', name: 'a number the risk check wants a picture captcha for', payload: captchaNumber, expected: failure(8361009) },
  { operationId: 'sendLoginSmsCode', name: 'a number the risk check wants a slide captcha for', payload: slideNumber, expected: failure(8361009) },
  {
    operationId: 'sendLoginSmsCode',
    name: 'the captcha read right',
    before: [{ operationId: 'sendLoginSmsCode', payload: captchaNumber }],
    payload: { ...captchaNumber, captcha: { captchaID: 'captcha-1', answer: MOCK_CAPTCHA.text.toLowerCase() } },
    expected: SUCCESS,
  },
  {
    operationId: 'sendLoginSmsCode',
    name: 'the piece slid into place',
    before: [{ operationId: 'sendLoginSmsCode', payload: slideNumber }],
    payload: { ...slideNumber, captcha: { captchaID: 'captcha-1', answer: String(MOCK_CAPTCHA.slideX + 3) } },
    expected: SUCCESS,
  },
  {
    operationId: 'sendLoginSmsCode',
    name: 'a wrong captcha answer',
    before: [{ operationId: 'sendLoginSmsCode', payload: captchaNumber }],
    payload: { ...captchaNumber, captcha: { captchaID: 'captcha-1', answer: 'ABCD' } },
    expected: failure(8361010),
  },
  { operationId: 'sendLoginSmsCode', name: 'a malformed number', payload: { countryCode: '+86', phone: '1361234' }, expected: BAD_PARAM },
  { operationId: 'sendLoginSmsCode', name: 'a second code within 60 s', before: [{ operationId: 'sendLoginSmsCode', payload: login }], payload: login, expected: failure(8361003) },
  { operationId: 'sendLoginSmsCode', name: 'a number without sends left today', payload: { countryCode: '+86', phone: MOCK_PHONES.quotaUsed }, expected: failure(8361004) },

  { operationId: 'loginByPhone', name: 'the right code', before: [{ operationId: 'sendLoginSmsCode', payload: login }], payload: { ...login, smsCode: MOCK_SMS_CODE }, expected: SUCCESS },
  { operationId: 'loginByPhone', name: 'no code', payload: login, expected: BAD_PARAM },
  { operationId: 'loginByPhone', name: 'a wrong code', before: [{ operationId: 'sendLoginSmsCode', payload: login }], payload: { ...login, smsCode: '000000' }, expected: failure(8361001) },
  { operationId: 'loginByPhone', name: 'a code never sent', payload: { ...login, smsCode: MOCK_SMS_CODE }, expected: failure(8361002) },
]
