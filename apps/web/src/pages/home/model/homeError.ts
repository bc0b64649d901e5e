import { createErrorTable, defineDomainError } from '@h5/request'

/**
 * Why a home page action failed (docs/openapi.yaml tag `social`, errnos 83200xx). Each code has the Chinese
 * message the page shows (HOME_ERROR_MESSAGES).
 */
export const HomeErrorCode = {
  /** Errno 8320001, or the address names no user: nobody has that ID. */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** Errno 8320002: the account is banned; its page is not shown and it cannot be followed. */
  USER_BANNED: 'USER_BANNED',
  /** Errno 8320003: nobody follows themselves. */
  FOLLOW_SELF: 'FOLLOW_SELF',
  /** Errno 8320004: the server's follow limit is reached. */
  FOLLOW_LIMIT: 'FOLLOW_LIMIT',
  /** Errno 8304006 / 107: the session is gone. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** No answer, errno 500, an answer of the wrong shape, or an errno the table does not know. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
export type HomeErrorCode = (typeof HomeErrorCode)[keyof typeof HomeErrorCode]

/** The home page's one error class: `message` is the Chinese text the page shows as is. */
export const HomeError = defineDomainError<HomeErrorCode>('HomeError')
export type HomeError = InstanceType<typeof HomeError>

const C = HomeErrorCode

/** The table of the tag's errnos on @h5/request's lookup (which adds the session rows and the fallback). */
export const {
  messages: HOME_ERROR_MESSAGES,
  errnos: HOME_ERRNOS,
  error: homeError,
  toError: toHomeError,
} = createErrorTable(HomeError, {
  messages: {
    USER_NOT_FOUND: '该用户不存在',
    USER_BANNED: '该账号已被封禁',
    FOLLOW_SELF: '不能关注自己',
    FOLLOW_LIMIT: '关注人数已达上限，取消关注一些人后再试',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8320001: C.USER_NOT_FOUND,
    8320002: C.USER_BANNED,
    8320003: C.FOLLOW_SELF,
    8320004: C.FOLLOW_LIMIT,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
