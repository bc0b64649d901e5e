/** The picture formats an ID photo may be in, as their bytes say (never the file's name or declared type). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic'

/** Each format's MIME type and file extension, for the upload's object key and the form's file part. */
export const IMAGE_TYPES: Readonly<Record<ImageType, { mime: string; extension: string }>> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  heic: { mime: 'image/heic', extension: 'heic' },
}

/** How many leading bytes {@link imageTypeOf} reads: a HEIC `ftyp` box with a few compatible brands. */
export const IMAGE_HEADER_BYTES = 64

/** HEIF brands of HEVC-coded pictures (ISO/IEC 23008-12): a phone camera's HEIC names one of them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
/** The generic HEIF brands, which AVIF files carry too: HEIC only when a HEIC brand is listed beside them. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1'])

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

/** Whether the `ftyp` box at the start of `bytes` names a HEIC brand: as its major brand, or beside a generic one. */
function isHeicBox(bytes: Uint8Array): boolean {
  const major = ascii(bytes, 8, 12)
  if (HEIC_BRANDS.has(major)) return true
  if (!GENERIC_HEIF_BRANDS.has(major)) return false
  const boxEnd = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0)
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let at = 16; at + 4 <= boxEnd; at += 4) if (HEIC_BRANDS.has(ascii(bytes, at, at + 4))) return true
  return false
}
