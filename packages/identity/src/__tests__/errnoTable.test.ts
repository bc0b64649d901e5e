import { describeErrorTable } from '@h5/mock-backend/vitest'
import { expect, it } from 'vitest'
import { IDENTITY_ERRCODES, IDENTITY_ERRNOS, IDENTITY_ERROR_MESSAGES, IdentityError, IdentityErrorCode, toIdentityError } from '..'

const C = IdentityErrorCode
describeErrorTable(
  { ErrorClass: IdentityError, name: 'IdentityError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
  { messages: IDENTITY_ERROR_MESSAGES, errnos: IDENTITY_ERRNOS, errcodes: IDENTITY_ERRCODES, toError: toIdentityError },
)

it('reads a native refusal as undecided: the server decided nothing', () => {
  expect(toIdentityError({ errcode: 4002 })).toMatchObject({ code: IdentityErrorCode.CANCELLED, decided: false })
})
