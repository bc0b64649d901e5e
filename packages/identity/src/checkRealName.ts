export type RealNameCheck = { ok: true; value: string } | { ok: false; message: string }

const CHINESE = /^[\u3400-\u9fff]+(?:·[\u3400-\u9fff]+)*$/
const LATIN = /^[A-Za-z]+(?:[ ·][A-Za-z]+)*$/

/**
 * A name as on the document: 2–30 characters, Chinese (`张三`, `阿依古丽·买买提`) or letters (`John·Smith`,
 * `JOHN SMITH`), words joined by the middle dot `·`; a full stop `.`, `•` or `・` typed for it reads as `·`.
 * Blanks at the ends are dropped. Personal data: never log or store the value.
 *
 * @example
 * checkRealName(' 阿依古丽.买买提 ') // { ok: true, value: '阿依古丽·买买提' }
 * checkRealName('张') // { ok: false, message: '姓名为2-30个字' }
 */
export function checkRealName(text: string): RealNameCheck {
  const name = text.trim().replace(/[.•・．]/g, '·')
  if (name === '') return { ok: false, message: '请输入姓名' }
  const length = Array.from(name).length
  if (length < 2 || length > 30) return { ok: false, message: '姓名为2-30个字' }
  if (!CHINESE.test(name) && !LATIN.test(name)) return { ok: false, message: '姓名只能是中文或字母，名字之间用“·”隔开' }
  return { ok: true, value: name }
}
