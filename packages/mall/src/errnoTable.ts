import { createErrorTable } from '@h5/request'
import { MallError } from './MallError'
import { MallErrorCode } from './MallErrorCode'

const C = MallErrorCode

/**
 * The mall table (docs/openapi.yaml's mall errnos, the shared minor and key errnos, teen mode's errcodes of
 * docs/native-contract.md) on @h5/request's lookup, which adds the session rows (8304006, 107) and the fallback.
 *
 * - `MALL_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`);
 * - `MALL_ERRNOS`: every errno of the family's endpoints and what it becomes, the session rows included (tests
 *   iterate it); `MALL_ERRCODES`: native's errcodes;
 * - `mallError(code, details?)`: a MallError of `code` with its message;
 * - `toMallError(cause)`: any failure as a MallError by the rows; a MallError passes through.
 *
 * 8310010 (the daily 钻石 claimed already) is no row: `claimVipDaily` answers it as a result, not an error.
 */
export const {
  messages: MALL_ERROR_MESSAGES,
  errnos: MALL_ERRNOS,
  errcodes: MALL_ERRCODES,
  error: mallError,
  toError: toMallError,
} = createErrorTable(MallError, {
  messages: {
    INSUFFICIENT_DIAMONDS: '钻石余额不足，充值后再来吧',
    MINOR: '未成年人不能购买或打赏',
    TEEN_MODE: '青少年模式下不能购买或打赏',
    NOT_VERIFIED: '开通守护需要先完成实名认证',
    DAILY_CAP: '已达今日打赏上限，明天再来吧',
    MONTHLY_CAP: '已达本月打赏上限',
    GUARD_SELF: '不能守护自己',
    SOLD_OUT: '手慢了，已被他人抢先购买',
    WITHDRAWN: '该商品已下架，请重新选择',
    PRICE_CHANGED: '价格已变动，请确认新价格后再购买',
    NOT_OWNED: '你还没有这件物品，或已过期',
    NO_MEMBERSHIP: '开通会员后才能使用',
    NOT_GIFTABLE: '该商品不能赠送，靓号不可转让或转售',
    NO_SUCH_USER: '该用户不存在或不能接收',
    LOCKED: '未满足解锁条件',
    KEY_REUSED: '请求已变化，请刷新后重试',
    INVALID_OPTION: '该价格选项暂不支持购买，请重新选择',
    AUTO_RENEW_UNCONFIRMED: '请先确认自动续费的价格、扣费日期与取消方式',
    INVALID_DIGITS: '请输入 1 到 12 位数字',
    INVALID_MONTH: '月份格式有误',
    OUTDATED_APP: '当前App版本过低，请升级后使用',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8310001: C.INSUFFICIENT_DIAMONDS,
    8304101: C.MINOR,
    8310002: C.NOT_VERIFIED,
    8310003: C.DAILY_CAP,
    8310004: C.MONTHLY_CAP,
    8310005: C.GUARD_SELF,
    8310006: C.SOLD_OUT,
    8310007: C.WITHDRAWN,
    8310008: C.PRICE_CHANGED,
    8310009: C.NOT_OWNED,
    8310011: C.NO_MEMBERSHIP,
    8310012: C.NOT_GIFTABLE,
    8310013: C.NO_SUCH_USER,
    8310014: C.LOCKED,
    8390009: C.KEY_REUSED,
  },
  errcodes: {
    999: C.OUTDATED_APP,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
