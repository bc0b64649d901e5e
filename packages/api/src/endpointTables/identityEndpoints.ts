import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `identity`: identity (@h5/identity): real-name verification, phone change, account cancellation, SMS login. */
export const IDENTITY_ENDPOINTS = {
  getRealNameStatus: { method: 'POST', url: '/v1/realname/status', unwrap: 'body' },
  startFaceVerify: { method: 'POST', url: '/v1/realname/certify', unwrap: 'body' },
  getFaceVerifyResult: { method: 'POST', url: '/v1/realname/certify/result', unwrap: 'body' },
  submitManualVerify: { method: 'POST', url: '/v1/realname/manual', unwrap: 'body' },
  sendSmsCode: { method: 'POST', url: '/v1/sms/send', unwrap: 'body' },
  changePhone: { method: 'POST', url: '/v1/phone/change', unwrap: 'body' },
  provePhoneOwner: { method: 'POST', url: '/v1/phone/owner/proof', unwrap: 'body' },
  startPhoneOwnerFaceCheck: { method: 'POST', url: '/v1/phone/owner/face', unwrap: 'body' },
  submitPhoneReview: { method: 'POST', url: '/v1/phone/review', unwrap: 'body' },
  getPhoneReview: { method: 'POST', url: '/v1/phone/review/status', unwrap: 'body' },
  getCancellationCheck: { method: 'POST', url: '/v1/account/cancellation/check', unwrap: 'body' },
  submitCancellation: { method: 'POST', url: '/v1/account/cancellation/submit', unwrap: 'body' },
  withdrawCancellation: { method: 'POST', url: '/v1/account/cancellation/withdraw', unwrap: 'body' },
  sendLoginSmsCode: { method: 'POST', url: '/v1/login/sms', unwrap: 'body' },
  loginByPhone: { method: 'POST', url: '/v1/login/phone', unwrap: 'body' },
} satisfies EndpointTable
