export { AGE_BRACKETS, DEFAULT_AGE_BRACKET, bracketForAge, dailyLimitMinutes, isAgeBracket } from './ageBrackets'
export type { AgeBracketInfo } from './ageBrackets'
export { changePin } from './changePin'
export type { ChangePinInput, ChangePinResult } from './changePin'
export { checkCanUse } from './checkCanUse'
export { checkTeenModeOn } from './checkTeenModeOn'
export { closeTeenMode } from './closeTeenMode'
export type { DisableResult } from './closeTeenMode'
export { confirmPin } from './confirmPin'
export type { EnableResult } from './confirmPin'
export { TEEN_ERRCODES, TEEN_ERROR_MESSAGES, teenError, toTeenError } from './errnoTable'
export { selectAge } from './selectAge'
export { setPin } from './setPin'
export { PIN_LENGTH, isValidPin, pinDigits } from './pin'
export { TeenError } from './TeenError'
export type { TeenErrorDetails } from './TeenError'
export { TeenErrorCode } from './TeenErrorCode'
export { TeenNativeErrcode } from './TeenNativeErrcode'
export { createTeenState, resetTeenState } from './teenState'
export { CURFEW_END_HOUR, CURFEW_START_HOUR, canUse, isCurfew } from './timePolicy'
export type { UsePolicyInput, UseVerdict } from './timePolicy'
export type {
  AgeBracket,
  CanUseAnswer,
  DenyReason,
  TeenAction,
  TeenBridge,
  TeenModeBridge,
  TeenResult,
  TeenState,
  TeenSwitchData,
} from './types'
