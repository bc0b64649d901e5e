import { ApiError } from '@h5/api'
import { MOCK_ERRNO } from '@h5/mock-backend'
import { describeErrorTable } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { GUILD_ERRCODES, GUILD_ERRNOS, GUILD_ERROR_MESSAGES, GuildError, GuildErrorCode as C, toGuildError } from '..'

describeErrorTable(
  { ErrorClass: GuildError, name: 'GuildError', codes: C, fallback: C.REQUEST_FAILED, sessionExpired: C.SESSION_EXPIRED },
  { messages: GUILD_ERROR_MESSAGES, errnos: GUILD_ERRNOS, errcodes: GUILD_ERRCODES, toError: toGuildError },
)

describe('the guild errnos of docs/openapi.yaml', () => {
  it('maps every guild errno the simulator answers to its own code, with its Chinese message', () => {
    const guildErrnos = Object.values(MOCK_ERRNO)
      .map((failure) => failure.errno)
      .filter((errno) => errno >= 8330000 && errno < 8340000)
    expect(guildErrnos).toHaveLength(9)
    for (const errno of guildErrnos) {
      const error = toGuildError(new ApiError({ errno, errmsg: 'server words' }))
      expect(error.code, `errno ${errno}`).not.toBe(C.REQUEST_FAILED)
      expect(error).toMatchObject({ errno, errmsg: 'server words', decided: true, message: GUILD_ERROR_MESSAGES[error.code] })
      expect(error.message).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('fixes the rows the contract names, the withdrawal’s shared with the cash-out family', () => {
    expect(GUILD_ERRNOS).toMatchObject({
      8330001: 'NO_PERMISSION',
      8330002: 'NOT_MEMBER',
      8330003: 'NOT_VERIFIED',
      8330004: 'APPLICATION_PENDING',
      8330005: 'RATIO_OUT_OF_LIMITS',
      8330006: 'PERIOD_NOT_SETTLED',
      8330007: 'REQUIREMENTS_UNMET',
      8330008: 'ALREADY_HOST',
      8330009: 'ACCOUNT_NOT_BOUND',
      8390004: 'OUTSIDE_WINDOW',
      8390005: 'TIMES_USED',
      8390006: 'BELOW_MINIMUM',
      8390007: 'ABOVE_BALANCE',
      8390008: 'ABOVE_MAXIMUM',
      8390009: 'KEY_REUSED',
      8390012: 'CODE_WRONG',
      8361001: 'CODE_WRONG',
      8361003: 'CODE_TOO_OFTEN',
      8304006: 'SESSION_EXPIRED',
    })
  })
})
