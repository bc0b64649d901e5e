import { describe, expect, it } from 'vitest'
import {
  ageOn,
  canUseFaceVerify,
  checkCharacterOf,
  checkDocumentNumber,
  checkIdNumber,
  checkPhone,
  checkRealName,
  checkSmsCode,
  maskIdNumber,
  maskName,
  maskPhone,
} from '..'

describe('checkIdNumber (GB 11643)', () => {
  it('accepts the standard’s own example and computes its check character', () => {
    expect(checkCharacterOf('11010519491231002')).toBe('X')
    expect(checkIdNumber('11010519491231002X')).toEqual({
      ok: true,
      value: '11010519491231002X',
      kind: 'idCard',
      birthDate: { year: 1949, month: 12, day: 31 },
    })
  })

  it('reads a lowercase or full-width x as X and ignores spaces', () => {
    expect(checkIdNumber('110105 19491231 002x')).toMatchObject({ ok: true, value: '11010519491231002X' })
    expect(checkIdNumber('11010519491231002ｘ')).toMatchObject({ ok: true, value: '11010519491231002X' })
  })

  it('refuses a wrong check character, whichever it is', () => {
    for (const last of '0123456789') {
      expect(checkIdNumber(`11010519491231002${last}`)).toEqual({ ok: false, message: '证件号码有误，请核对后重新输入' })
    }
    expect(checkIdNumber('110105199003071238').ok).toBe(false)
    expect(checkIdNumber('110105199003071239').ok).toBe(true)
  })

  it('refuses the 15-digit first-generation number with its own message', () => {
    expect(checkIdNumber('110105491231002')).toEqual({ ok: false, message: '不支持15位旧身份证号，请输入18位证件号码' })
  })

  it('refuses other lengths, letters and impossible birth dates', () => {
    expect(checkIdNumber('')).toEqual({ ok: false, message: '请输入证件号码' })
    expect(checkIdNumber('1101051949123100')).toEqual({ ok: false, message: '请输入18位证件号码' })
    expect(checkIdNumber('1101051949123100A2').ok).toBe(false)
    // 2001 is not a leap year: 29 February does not exist (the check character is right for the digits).
    const feb29 = '11010120010229001'
    expect(checkIdNumber(feb29 + checkCharacterOf(feb29)).ok).toBe(false)
    const leap = '11010120000229001'
    expect(checkIdNumber(leap + checkCharacterOf(leap)).ok).toBe(true)
  })

  it('knows the residence permits (810000, 820000, 830000) and foreigners’ permanent-residence IDs', () => {
    expect(checkIdNumber('810000199505051236')).toMatchObject({ ok: true, kind: 'hkmoResidence' })
    const macau = '82000019900101002'
    expect(checkIdNumber(macau + checkCharacterOf(macau))).toMatchObject({ ok: true, kind: 'hkmoResidence' })
    expect(checkIdNumber('830000199308082221')).toMatchObject({ ok: true, kind: 'twResidence' })
    expect(checkIdNumber('933156198001010011')).toMatchObject({ ok: true, kind: 'foreignerPermanent' })
  })

  it('refuses a number whose first digits name no province or permit', () => {
    const unknown = '01010519900307123'
    expect(checkIdNumber(unknown + checkCharacterOf(unknown)).ok).toBe(false)
  })
})

describe('checkDocumentNumber', () => {
  it('holds the quick documents to their kind and lets permits and passports through as letters and digits', () => {
    expect(checkDocumentNumber('idCard', '810000199505051236')).toEqual({ ok: false, message: '证件号码与证件类型不符' })
    expect(checkDocumentNumber('hkmoResidence', '810000199505051236')).toEqual({ ok: true, value: '810000199505051236' })
    expect(checkDocumentNumber('passport', 'e1234 5678')).toEqual({ ok: true, value: 'E12345678' })
    expect(checkDocumentNumber('hkmoPermit', 'H12-34')).toEqual({ ok: false, message: '证件号码只能是字母和数字' })
  })
})

describe('checkRealName', () => {
  it('takes 2–30 Chinese characters or letters, words joined by the middle dot', () => {
    expect(checkRealName(' 张三 ')).toEqual({ ok: true, value: '张三' })
    expect(checkRealName('阿依古丽.买买提')).toEqual({ ok: true, value: '阿依古丽·买买提' })
    expect(checkRealName('John·Smith')).toEqual({ ok: true, value: 'John·Smith' })
    expect(checkRealName('张'.repeat(30)).ok).toBe(true)
  })

  it('refuses too short, too long, digits, mixed scripts and a dangling dot', () => {
    expect(checkRealName('')).toEqual({ ok: false, message: '请输入姓名' })
    expect(checkRealName('张')).toEqual({ ok: false, message: '姓名为2-30个字' })
    expect(checkRealName('张'.repeat(31))).toEqual({ ok: false, message: '姓名为2-30个字' })
    for (const bad of ['张3', '张San', '张三·', '·张三', 'A1']) expect(checkRealName(bad).ok, bad).toBe(false)
  })
})

describe('checkPhone and checkSmsCode', () => {
  it('takes mainland mobiles 1[3-9] + 9 digits behind +86, 5–15 digits elsewhere', () => {
    expect(checkPhone('+86', '138 0013-8000')).toEqual({ ok: true, value: '13800138000' })
    for (const bad of ['12800138000', '1380013800', '138001380001', '']) expect(checkPhone('+86', bad).ok, bad).toBe(false)
    expect(checkPhone('+852', '91234567')).toEqual({ ok: true, value: '91234567' })
    expect(checkPhone('+852', '1234').ok).toBe(false)
  })

  it('takes 6-digit codes only', () => {
    expect(checkSmsCode(' 123456 ')).toEqual({ ok: true, value: '123456' })
    expect(checkSmsCode('12345').ok).toBe(false)
    expect(checkSmsCode('')).toEqual({ ok: false, message: '请输入验证码' })
  })
})

describe('masks', () => {
  it('mask names, numbers and phones as the screens show them', () => {
    expect(maskName('张小三')).toBe('张*三')
    expect(maskName('张三')).toBe('张*')
    expect(maskName('阿依古丽·买买提')).toBe('阿******提')
    expect(maskIdNumber('11010519900307123X')).toBe('1101**********123X')
    expect(maskPhone('13800000000')).toBe('138****0000')
  })
})

describe('ageOn', () => {
  it('counts a birthday from its day', () => {
    const birth = { year: 2010, month: 6, day: 1 }
    expect(ageOn(birth, { year: 2026, month: 5, day: 31 })).toBe(15)
    expect(ageOn(birth, { year: 2026, month: 6, day: 1 })).toBe(16)
  })
})

describe('canUseFaceVerify', () => {
  it('compares versions numerically against the server’s threshold', () => {
    expect(canUseFaceVerify('6.12.0', '6.9.0')).toBe(true)
    expect(canUseFaceVerify('6.9.0', '6.12.0')).toBe(false)
    expect(canUseFaceVerify('7', '6.12.0')).toBe(true)
    expect(canUseFaceVerify(null, '6.0.0')).toBe(false)
    expect(canUseFaceVerify('dev', '6.0.0')).toBe(false)
  })
})
