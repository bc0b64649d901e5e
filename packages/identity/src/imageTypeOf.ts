/**
 * The picture formats an ID photo may be in, as their bytes say (never the file's name or declared type). Each
 * is its MIME subtype: `image/${type}`.
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic'

/** How many leading bytes {@link imageTypeOf} reads: a HEIC `ftyp` box with a few compatible brands. */
export const IMAGE_HEADER_BYTES = 64

/**
 * HEIF brands of HEVC-coded pictures (ISO/IEC 23008-12): a phone camera's HEIC names one, as its major brand or
 * among its compatible brands beside the generic `mif1`. An AVIF names none of them.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The format a file's first bytes (its magic number) say it is: JPEG (`FF D8 FF`), PNG (its 8-byte signature),
 * WebP (`RIFF` … `WEBP`) or HEIC (an ISO `ftyp` box naming a HEIC brand); null for anything else, whatever its
 * name says. Read at least {@link IMAGE_HEADER_BYTES} bytes when the file has them.
 *
 * @example
 * imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpeg'
 * imageTypeOf(new TextEncoder().encode('<svg …>'))       // null
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && isHeicBox(bytes)) return 'heic'
  return null
}

/** Whether the `ftyp` box at the start of `bytes` names a HEIC brand: its major brand or a compatible one. */
function isHeicBox(bytes: Uint8Array): boolean {
  const boxEnd = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0)
  // The major brand at 8, a 4-byte minor version at 12, then the compatible brands.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true
  return false
}
