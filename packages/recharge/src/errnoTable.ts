import { createErrorTable } from '@h5/request'
import { RechargeError } from './RechargeError'
import { RechargeErrorCode } from './RechargeErrorCode'

const C = RechargeErrorCode

/**
 * The recharge table (docs/openapi.yaml's recharge errnos, docs/native-contract.md's errcodes of checkWx, payV2
 * and gotoRecharge) on @h5/request's lookup, which adds the session rows (8304006, 107) and the fallback.
 *
 * - `RECHARGE_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`, not
 *   shown instead);
 * - `RECHARGE_ERRNOS`: every errno of the family's endpoints and what it becomes, the session rows included (tests
 *   iterate it); `RECHARGE_ERRCODES`: native's errcodes;
 * - `rechargeError(code, details?)`: a RechargeError of `code` with its message;
 * - `toRechargeError(cause)`: any failure (an `ApiError`, a `BridgeError`, a transport error, anything thrown) as a
 *   RechargeError by the rows; a RechargeError passes through.
 */
export const {
  messages: RECHARGE_ERROR_MESSAGES,
  errnos: RECHARGE_ERRNOS,
  errcodes: RECHARGE_ERRCODES,
  error: rechargeError,
  toError: toRechargeError,
} = createErrorTable(RechargeError, {
  messages: {
    MINOR: '根据相关规定，未成年人不能充值',
    TEEN_MODE: '青少年模式下不能充值',
    DAILY_CAP: '已超过今日充值限额，请明天再来',
    MONTHLY_CAP: '已超过本月充值限额，请下月再来',
    PACKAGE_WITHDRAWN: '该充值档位已下架，请重新选择',
    ORDER_UNKNOWN: '没有找到这笔订单',
    AMOUNT_OUT_OF_RANGE: '充值金额不在可充范围内',
    ACCOUNT_UNKNOWN: '没有找到这个账号，请检查ID',
    INVALID_ACCOUNT_ID: '请输入4到12位数字ID',
    WECHAT_MISSING: '未安装微信，请安装后再试或选择支付宝',
    PAY_FAILED: '支付失败，请重新支付',
    ORDER_CLOSED: '订单已关闭，请重新下单',
    NOT_IN_APP: '请在App内充值',
    OUTDATED_APP: '当前App版本过低，请升级后充值',
    JSAPI_OFF: '微信内暂不支持支付，请在浏览器中打开后充值',
    WECHAT_AUTH_FAILED: '微信授权未完成，请重试',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8304101: C.MINOR,
    8380001: C.DAILY_CAP,
    8380002: C.MONTHLY_CAP,
    8380003: C.PACKAGE_WITHDRAWN,
    8380004: C.ORDER_UNKNOWN,
    8380005: C.AMOUNT_OUT_OF_RANGE,
    8380006: C.ACCOUNT_UNKNOWN,
    8380007: C.JSAPI_OFF,
  },
  // 4002 (the user closed the pay sheet) is not here: a cancelled payment is an outcome, not an error (payInApp).
  errcodes: {
    4004: C.WECHAT_MISSING,
    4005: C.PAY_FAILED,
    998: C.NOT_IN_APP,
    999: C.OUTDATED_APP,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
