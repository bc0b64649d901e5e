/** The full-width forms of ASCII `!`…`~` (U+FF01–U+FF5E) sit at a fixed distance above their ASCII letters. */
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g
const FULL_WIDTH_OFFSET = 0xfee0
/** The ideographic space of Chinese input methods. */
const IDEOGRAPHIC_SPACE = /\u3000/g

/**
 * `text` with the full-width forms of ASCII characters (全角) turned into ASCII (半角): `０４２７` becomes `0427`,
 * `８．８８` becomes `8.88`, `ｘ` becomes `x`, the ideographic space a space. A Chinese input method in full-width
 * mode types these; a backend reads only ASCII. Everything else stays as it is (`。`, Chinese text, `①`).
 *
 * @example
 * toHalfWidth('０４２７') // '0427'
 */
export function toHalfWidth(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ')
}
