import { createErrorTable } from '@h5/request'
import { IdentityError } from './IdentityError'
import { IdentityErrorCode } from './IdentityErrorCode'

const C = IdentityErrorCode

/**
 * The identity table (docs/openapi.yaml's identity errnos, docs/native-contract.md's errcodes of faceVerify and
 * uploadPhotos) on @h5/request's lookup, which adds the session rows (8304006, 107) and the fallback.
 *
 * - `IDENTITY_ERROR_MESSAGES`: the Chinese message of every code (the server's errmsg is kept as `errmsg`, not
 *   shown instead);
 * - `IDENTITY_ERRNOS`: every errno of the family's endpoints and what it becomes, the session rows included (tests
 *   iterate it); `IDENTITY_ERRCODES`: native's errcodes;
 * - `identityError(code, details?)`: a IdentityError of `code` with its message;
 * - `toIdentityError(cause)`: any failure (an `ApiError`, a `BridgeError`, a transport error, anything thrown) as a
 *   IdentityError by the rows; a IdentityError passes through.
 */
export const {
  messages: IDENTITY_ERROR_MESSAGES,
  errnos: IDENTITY_ERRNOS,
  errcodes: IDENTITY_ERRCODES,
  error: identityError,
  toError: toIdentityError,
} = createErrorTable(IdentityError, {
  messages: {
    NAME_ID_MISMATCH: '姓名与证件号码不一致，请核对后重新输入',
    ID_USED: '该证件已认证其他账号',
    ATTEMPTS_EXHAUSTED: '今日快速认证次数已用完，可明天再试或选择人工认证',
    FACE_FAILED: '人脸比对未通过，请在光线充足处正对屏幕重试',
    TICKET_EXPIRED: '认证已超时，请重新开始',
    ALREADY_VERIFIED: '你已完成实名认证',
    UNDER_REVIEW: '认证资料审核中，请耐心等待',
    PHOTO_INVALID: '证件照片无效，请重新上传',
    SMS_CODE_WRONG: '验证码错误，请重新输入',
    SMS_CODE_EXPIRED: '验证码已失效，请重新获取',
    SMS_TOO_OFTEN: '发送太频繁，请稍后再试',
    SMS_DAILY_LIMIT: '今日验证码发送次数已达上限，请明天再试',
    PHONE_BOUND: '该手机号已绑定其他账号',
    PHONE_REVIEW_PENDING: '你的人工审核申请正在处理，请耐心等待',
    PHONE_PROOF_INVALID: '原手机号验证已失效，请重新验证',
    FACE_NEEDS_VERIFIED: '你尚未完成实名认证，无法刷脸验证，请申请人工审核',
    CAPTCHA_REQUIRED: '请先完成安全验证',
    CAPTCHA_WRONG: '安全验证未通过，请重试',
    CANCELLATION_BLOCKED: '还有注销条件未满足，请处理后再试',
    MINOR_CANNOT_STREAM: '未满16周岁不能开播',
    INVALID_INPUT: '请检查填写的内容',
    FILE_REFUSED: '请选择不超过限制大小的 JPG、PNG、WebP 或 HEIC 图片',
    UPLOAD_HOST_REFUSED: '上传地址不安全，照片未上传',
    UPLOAD_FAILED: '照片上传失败，请重试',
    CANCELLED: '已取消',
    NO_PERMISSION: '请在系统设置中允许App使用相机和相册',
    FACE_SERVICE_FAILED: '认证服务暂时不可用，请稍后重试或选择人工认证',
    NOT_IN_APP: '请在App内完成人脸认证，或选择人工认证',
    OUTDATED_APP: '当前App版本过低，请升级后使用快速认证，或选择人工认证',
    SESSION_EXPIRED: '登录已过期，请重新登录',
    REQUEST_FAILED: '网络不给力，请稍后重试',
  },
  errnos: {
    8360001: C.NAME_ID_MISMATCH,
    8360002: C.ID_USED,
    8360003: C.ATTEMPTS_EXHAUSTED,
    8360004: C.FACE_FAILED,
    8360005: C.TICKET_EXPIRED,
    8360007: C.ALREADY_VERIFIED,
    8360008: C.UNDER_REVIEW,
    8360010: C.PHOTO_INVALID,
    8361001: C.SMS_CODE_WRONG,
    8361002: C.SMS_CODE_EXPIRED,
    8361003: C.SMS_TOO_OFTEN,
    8361004: C.SMS_DAILY_LIMIT,
    8361005: C.PHONE_BOUND,
    8361006: C.PHONE_REVIEW_PENDING,
    8361007: C.PHONE_PROOF_INVALID,
    8361008: C.FACE_NEEDS_VERIFIED,
    8361009: C.CAPTCHA_REQUIRED,
    8361010: C.CAPTCHA_WRONG,
    8362001: C.CANCELLATION_BLOCKED,
  },
  errcodes: {
    4002: C.CANCELLED,
    997: C.CANCELLED,
    4003: C.NO_PERMISSION,
    4006: C.FACE_SERVICE_FAILED,
    4007: C.UPLOAD_FAILED,
    998: C.NOT_IN_APP,
    999: C.OUTDATED_APP,
  },
  sessionExpired: C.SESSION_EXPIRED,
  fallback: C.REQUEST_FAILED,
})
