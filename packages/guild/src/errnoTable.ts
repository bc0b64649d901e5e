import { createErrorTable } from '@h5/request'
import { GuildError } from './GuildError'
import { GuildErrorCode } from './GuildErrorCode'

const C = GuildErrorCode

/**
 * The guild table (docs/openapi.yaml's guild errnos 83300xx, and the cash-out and SMS errnos its withdrawal
 * shares) on @h5/request's lookup, which adds the session rows (8304006, 107) and the fallback.
 *
 * - `GUILD_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`);
 * - `GUILD_ERRNOS`: every errno of the family's endpoints and what it becomes (tests iterate it);
 * - `guildError(code, details?)`: a GuildError of `code` with its message;
 * - `toGuildError(cause)`: any failure as a GuildError by the rows; a GuildError passes through.
 */
export const {
  messages: GUILD_ERROR_MESSAGES,
  errnos: GUILD_ERRNOS,
  errcodes: GUILD_ERRCODES,
  error: guildError,
  toError: toGuildError,
} = createErrorTable(GuildError, {
  messages: {
    NO_PERMISSION: '你的身份暂时无权查看此内容',
    NOT_MEMBER: '你还不是公会成员',
    NOT_VERIFIED: '请先完成实名认证',
    APPLICATION_PENDING: '你的申请正在审核中，请耐心等待',
    REQUIREMENTS_UNMET: '暂未满足申请条件，请先完成下方各项',
    ALREADY_HOST: '你已经是主持人了',
    RATIO_OUT_OF_LIMITS: '分成比例超出允许范围，请重新选择',
    PERIOD_NOT_SETTLED: '该周期尚未结算，结算后可查看',
    ACCOUNT_NOT_BOUND: '请先绑定公会收款账户',
    OUTSIDE_WINDOW: '当前不在提现时间内',
    TIMES_USED: '本月提现次数已用完',
    INVALID_AMOUNT: '请输入正确的提现金额',
    BELOW_MINIMUM: '低于单笔最低提现金额',
    ABOVE_BALANCE: '超出公会可提现余额',
    ABOVE_MAXIMUM: '超出单笔最高提现金额',
    CODE_WRONG: '验证码错误或已失效，请重新获取',
    CODE_TOO_OFTEN: '验证码发送太频繁，请稍后再试',
    KEY_REUSED: '请求已变化，请刷新后重试',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8330001: C.NO_PERMISSION,
    8330002: C.NOT_MEMBER,
    8330003: C.NOT_VERIFIED,
    8330004: C.APPLICATION_PENDING,
    8330005: C.RATIO_OUT_OF_LIMITS,
    8330006: C.PERIOD_NOT_SETTLED,
    8330007: C.REQUIREMENTS_UNMET,
    8330008: C.ALREADY_HOST,
    8330009: C.ACCOUNT_NOT_BOUND,
    8390004: C.OUTSIDE_WINDOW,
    8390005: C.TIMES_USED,
    8390006: C.BELOW_MINIMUM,
    8390007: C.ABOVE_BALANCE,
    8390008: C.ABOVE_MAXIMUM,
    8390009: C.KEY_REUSED,
    8390012: C.CODE_WRONG,
    8361001: C.CODE_WRONG,
    8361002: C.CODE_WRONG,
    8361003: C.CODE_TOO_OFTEN,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
