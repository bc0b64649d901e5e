import { createErrorTable } from '@h5/request'
import { ActivityError } from './ActivityError'
import { ActivityErrorCode } from './ActivityErrorCode'

const C = ActivityErrorCode

/**
 * The activity table (docs/openapi.yaml's activity errnos, the shared minor, 钻石 and key errnos, teen mode's
 * errcodes of docs/native-contract.md) on @h5/request's lookup, which adds the session rows (8304006, 107) and the
 * fallback.
 *
 * - `ACTIVITY_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`);
 * - `ACTIVITY_ERRNOS`: every errno of the family's endpoints and what it becomes, the session rows included (tests
 *   iterate it); `ACTIVITY_ERRCODES`: native's errcodes;
 * - `activityError(code, details?)`: an ActivityError of `code` with its message;
 * - `toActivityError(cause)`: any failure as an ActivityError by the rows; an ActivityError passes through.
 */
export const {
  messages: ACTIVITY_ERROR_MESSAGES,
  errnos: ACTIVITY_ERRNOS,
  errcodes: ACTIVITY_ERRCODES,
  error: activityError,
  toError: toActivityError,
} = createErrorTable(ActivityError, {
  messages: {
    NOT_FOUND: '活动不存在或已下线',
    NOT_STARTED: '活动尚未开始，敬请期待',
    ENDED: '活动已结束',
    MINOR: '未成年人不能参与抽奖',
    TEEN_MODE: '青少年模式下不能参与抽奖',
    DAILY_CAP: '今日抽奖次数已达上限，明天再来吧',
    INSUFFICIENT_DIAMONDS: '钻石余额不足，充值后再来吧',
    INSUFFICIENT_TICKETS: '抽奖券不足，完成任务可获得更多',
    POOL_CHANGED: '奖池已更新，请查看最新奖池与价格后再抽',
    TASK_NOT_DONE: '任务尚未完成',
    ALREADY_CLAIMED: '奖励已领取',
    KEY_REUSED: '请求已变化，请刷新后重试',
    INVALID_COUNT: '请选择单抽或十连抽',
    OUTDATED_APP: '当前App版本过低，请升级后使用',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8340001: C.NOT_FOUND,
    8340002: C.NOT_STARTED,
    8340003: C.ENDED,
    8304101: C.MINOR,
    8340004: C.TEEN_MODE,
    8340005: C.DAILY_CAP,
    8310001: C.INSUFFICIENT_DIAMONDS,
    8340006: C.INSUFFICIENT_TICKETS,
    8340007: C.POOL_CHANGED,
    8340008: C.TASK_NOT_DONE,
    8340009: C.ALREADY_CLAIMED,
    8390009: C.KEY_REUSED,
  },
  errcodes: {
    999: C.OUTDATED_APP,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
