import { describeErrorTable } from '@h5/mock-backend/vitest'
import { RECHARGE_ERRCODES, RECHARGE_ERRNOS, RECHARGE_ERROR_MESSAGES, RechargeError, RechargeErrorCode, toRechargeError } from '..'

const C = RechargeErrorCode
describeErrorTable(
  { ErrorClass: RechargeError, name: 'RechargeError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
  { messages: RECHARGE_ERROR_MESSAGES, errnos: RECHARGE_ERRNOS, errcodes: RECHARGE_ERRCODES, toError: toRechargeError },
)
