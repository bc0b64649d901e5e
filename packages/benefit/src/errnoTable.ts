import { createErrorTable } from '@h5/request'
import { BenefitError } from './BenefitError'
import { BenefitErrorCode } from './BenefitErrorCode'

const C = BenefitErrorCode

/**
 * The benefit table (docs/openapi.yaml's benefit errnos, docs/native-contract.md's errcodes of bindWeChat,
 * gotoBindMobile and selectUserFromRelationList) on @h5/request's lookup, which adds the session rows (8304006,
 * 107) and the fallback.
 *
 * - `BENEFIT_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`, not
 *   shown instead);
 * - `BENEFIT_ERRNOS`: every errno of the family's endpoints and what it becomes, the session rows included (tests
 *   iterate it); `BENEFIT_ERRCODES`: native's errcodes;
 * - `benefitError(code, details?)`: a BenefitError of `code` with its message;
 * - `toBenefitError(cause)`: any failure (an `ApiError`, a `BridgeError`, a transport error, anything thrown) as a
 *   BenefitError by the rows; a BenefitError passes through.
 */
export const {
  messages: BENEFIT_ERROR_MESSAGES,
  errnos: BENEFIT_ERRNOS,
  errcodes: BENEFIT_ERRCODES,
  error: benefitError,
  toError: toBenefitError,
} = createErrorTable(BenefitError, {
  messages: {
    NOT_VERIFIED: '提现需要先完成实名认证',
    PHONE_NOT_BOUND: '提现需要先绑定手机号',
    WECHAT_NOT_BOUND: '提现到微信零钱，需要先绑定微信',
    OUTSIDE_WINDOW: '当前不在提现时间内',
    MONTHLY_TIMES_USED: '本月提现次数已用完，下月再来吧',
    BELOW_MINIMUM: '低于单笔最低提现金额',
    ABOVE_BALANCE: '超出可提现金额',
    ABOVE_MAXIMUM: '超出单笔最高提现金额',
    INVALID_AMOUNT: '请输入正确的金额，最多两位小数',
    KEY_REUSED: '请求已变化，请刷新后重试',
    NO_SUCH_WITHDRAWAL: '提现记录不存在',
    VERIFICATION_NEEDED: '请先完成身份验证',
    SMS_CODE_WRONG: '验证码错误，请重新输入',
    SMS_CODE_EXPIRED: '验证码已失效，请重新获取',
    SMS_TOO_OFTEN: '发送太频繁，请稍后再试',
    PAY_PASSWORD_WRONG: '支付密码错误，请重新输入',
    INSUFFICIENT_RED: '红钻余额不足',
    OPTION_WITHDRAWN: '该兑换档位已下架，请重新选择',
    ALREADY_CLAIMED: '已经领取过了',
    NO_SUCH_REWARD: '奖励不存在或已过期',
    FRIEND_CANNOT_RECEIVE: '该用户暂时无法接收红钻',
    MINOR: '未成年人不能赠送红钻',
    TEEN_MODE: '青少年模式下不能赠送红钻',
    CANCELLED: '已取消',
    NOT_IN_APP: '请在App内操作',
    OUTDATED_APP: '当前App版本过低，请升级后使用',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8390001: C.NOT_VERIFIED,
    8390002: C.PHONE_NOT_BOUND,
    8390003: C.WECHAT_NOT_BOUND,
    8390004: C.OUTSIDE_WINDOW,
    8390005: C.MONTHLY_TIMES_USED,
    8390006: C.BELOW_MINIMUM,
    8390007: C.ABOVE_BALANCE,
    8390008: C.ABOVE_MAXIMUM,
    8390009: C.KEY_REUSED,
    8390010: C.NO_SUCH_WITHDRAWAL,
    8390011: C.PAY_PASSWORD_WRONG,
    8390012: C.VERIFICATION_NEEDED,
    8361001: C.SMS_CODE_WRONG,
    8361002: C.SMS_CODE_EXPIRED,
    8361003: C.SMS_TOO_OFTEN,
    8390101: C.INSUFFICIENT_RED,
    8390102: C.OPTION_WITHDRAWN,
    8390103: C.ALREADY_CLAIMED,
    8390104: C.NO_SUCH_REWARD,
    8390105: C.FRIEND_CANNOT_RECEIVE,
    8304101: C.MINOR,
  },
  errcodes: {
    4002: C.CANCELLED,
    997: C.CANCELLED,
    998: C.NOT_IN_APP,
    999: C.OUTDATED_APP,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
