/**
 * Why an identity action failed. Each code has the Chinese message the screens show (IDENTITY_ERROR_MESSAGES
 * in errnoTable.ts). Server errnos are docs/openapi.yaml's; native errcodes docs/native-contract.md's.
 */
export const IdentityErrorCode = {
  /** Errno 8360001: the name does not belong to the number. */
  NAME_ID_MISMATCH: 'NAME_ID_MISMATCH',
  /** Errno 8360002: the document verified another account already. */
  ID_USED: 'ID_USED',
  /** Errno 8360003: every face check of the day is used; manual review is still open. */
  ATTEMPTS_EXHAUSTED: 'ATTEMPTS_EXHAUSTED',
  /** Errno 8360004, or native's `faceVerify` answered `passed: false`: the face check failed. */
  FACE_FAILED: 'FACE_FAILED',
  /** Errno 8360005: the certify ticket expired; start again. */
  TICKET_EXPIRED: 'TICKET_EXPIRED',
  /** Errno 8360007: the account is verified already. */
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  /** Errno 8360008: a manual submission is under review. */
  UNDER_REVIEW: 'UNDER_REVIEW',
  /** Errno 8360010: a photo is not one the user uploaded. */
  PHOTO_INVALID: 'PHOTO_INVALID',
  /** Errno 8361001: the SMS code is wrong. */
  SMS_CODE_WRONG: 'SMS_CODE_WRONG',
  /** Errno 8361002: the SMS code expired or was never sent. */
  SMS_CODE_EXPIRED: 'SMS_CODE_EXPIRED',
  /** Errno 8361003: a code was sent less than 60 s ago. */
  SMS_TOO_OFTEN: 'SMS_TOO_OFTEN',
  /** Errno 8361004: the number had every send of the day. */
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',
  /** Errno 8361005: the number is bound to another account. */
  PHONE_BOUND: 'PHONE_BOUND',
  /** Errno 8361006: a manual review for a lost number is being reviewed already. */
  PHONE_REVIEW_PENDING: 'PHONE_REVIEW_PENDING',
  /** Errno 8361007: a phone change without a valid proof that the user holds the bound phone (prove it again). */
  PHONE_PROOF_INVALID: 'PHONE_PROOF_INVALID',
  /** Errno 8361008: the phone owner's face check needs a verified account; manual review is the way. */
  FACE_NEEDS_VERIFIED: 'FACE_NEEDS_VERIFIED',
  /** Errno 8361009: the login send wants a captcha first (sendLoginCode answers the challenge instead). */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** Errno 8361010: the captcha answer was wrong (sendLoginCode answers the new challenge instead). */
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',
  /** Errno 8362001: a cancellation condition is not met. */
  CANCELLATION_BLOCKED: 'CANCELLATION_BLOCKED',
  /** Verified as under 16: may not stream (the page asked with `from=live`); no request is involved. */
  MINOR_CANNOT_STREAM: 'MINOR_CANNOT_STREAM',
  /** Input failed validation before anything was sent; `message` says which rule. */
  INVALID_INPUT: 'INVALID_INPUT',
  /**
   * The photo is not a JPEG, PNG, WebP or HEIC picture by its bytes, is empty, or is over the policy's size
   * limit; nothing was uploaded.
   */
  FILE_REFUSED: 'FILE_REFUSED',
  /**
   * The upload policy names a host the app does not allow (not https, or not on its allow-list): nothing was
   * sent. The server's answer is at fault; trying again will not help until it is fixed.
   */
  UPLOAD_HOST_REFUSED: 'UPLOAD_HOST_REFUSED',
  /** The object store refused the upload, or it failed on the way. */
  UPLOAD_FAILED: 'UPLOAD_FAILED',
  /** Native errcode 4002 (or 997): the user closed the face check or the photo picker. */
  CANCELLED: 'CANCELLED',
  /** Native errcode 4003: camera or photos permission denied. */
  NO_PERMISSION: 'NO_PERMISSION',
  /** Native errcode 4006: the face-check service could not run. */
  FACE_SERVICE_FAILED: 'FACE_SERVICE_FAILED',
  /** Native errcode 998: outside the app, where face checks and native uploads are not available. */
  NOT_IN_APP: 'NOT_IN_APP',
  /** Native errcode 999: the app is too old for this operation. */
  OUTDATED_APP: 'OUTDATED_APP',
  /** Errno 8304006 / 107: the session is gone (@h5/api closes the page). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** Any other failure: another errno, a network error, a time-out, an unreadable answer. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link IdentityErrorCode}'s values. */
export type IdentityErrorCode = (typeof IdentityErrorCode)[keyof typeof IdentityErrorCode]
