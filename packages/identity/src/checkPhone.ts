export type PhoneCheck = { ok: true; value: string } | { ok: false; message: string }

/**
 * A phone number for its dialling code: `+86` takes mainland mobiles, 11 digits `1[3-9]…`; other regions
 * 5–15 digits (what getCountryCode lists). Spaces and dashes are dropped. Personal data.
 *
 * @example
 * checkPhone('+86', '138 0013 8000') // { ok: true, value: '13800138000' }
 * checkPhone('+86', '12800138000') // { ok: false, message: '请输入正确的手机号' }
 */
export function checkPhone(countryCode: string, text: string): PhoneCheck {
  const phone = text.replace(/[\s-]/g, '')
  if (phone === '') return { ok: false, message: '请输入手机号' }
  const valid = countryCode === '+86' ? /^1[3-9]\d{9}$/.test(phone) : /^\d{5,15}$/.test(phone)
  return valid ? { ok: true, value: phone } : { ok: false, message: '请输入正确的手机号' }
}

/** A 6-digit SMS code. */
export function checkSmsCode(text: string): PhoneCheck {
  const code = text.trim()
  if (code === '') return { ok: false, message: '请输入验证码' }
  return /^\d{6}$/.test(code) ? { ok: true, value: code } : { ok: false, message: '请输入6位验证码' }
}
