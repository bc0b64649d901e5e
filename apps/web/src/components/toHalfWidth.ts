/** U+FF01..U+FF5E, the full-width forms of ASCII `!`..`~`, sit 0xFEE0 above them. */
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g
const FULL_WIDTH_OFFSET = 0xfee0
/** The ideographic space a Chinese keyboard types in full-width mode. */
const IDEOGRAPHIC_SPACE = /\u3000/g

/**
 * Full-width ASCII as typed by a Chinese keyboard in full-width mode (`１２．３４`, `ｘ`) turned into the plain
 * characters the validators read; every other character stays as it is, so the text keeps its length and the
 * caret does not jump. A local helper of the form fields for now: the app-wide input normaliser in
 * src/platform/ is written apart (issue 12) and will replace it.
 *
 * @example
 * toHalfWidth('１２．３４元') // '12.34元'
 */
export function toHalfWidth(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ')
}
