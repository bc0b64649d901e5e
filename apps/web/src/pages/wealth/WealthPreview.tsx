import type { Preview } from '@h5/api'

/** A picture the server may send: its own CDN over http(s), or a data: image (docs/openapi.yaml `Preview`). */
const PICTURE_URL = /^(https?:\/\/|data:image\/)/

const isSize = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0

/**
 * The server's picture when it is one the page may draw (its own CDN or a data: image, at a size), else null.
 *
 * @example
 * shownPicture(item.preview)?.url
 */
export function shownPicture(preview: Preview | null | undefined): Preview | null {
  return preview && typeof preview.url === 'string' && PICTURE_URL.test(preview.url) && isSize(preview.width) && isSize(preview.height) ? preview : null
}

export interface WealthPreviewProps {
  /** The server's picture, or null for none. */
  preview: Preview | null | undefined
  /** The picture's box, reserved before it loads; the picture keeps its own proportions inside. */
  className: string
}

/**
 * A level's badge or a decoration's picture (an image or an animated image, never a player's script) at the size
 * the server gives, loaded lazily, in a box reserved before it loads so nothing moves when it arrives. A picture
 * that is missing or not one the server may send leaves the box empty, never a broken image.
 *
 * @example
 * <WealthPreview preview={row.badge} className="wealth-levels__badge" />
 */
export function WealthPreview({ preview, className }: WealthPreviewProps) {
  const shown = shownPicture(preview)
  return (
    <span className={className} aria-hidden="true">
      {shown ? <img src={shown.url} width={shown.width} height={shown.height} alt="" loading="lazy" decoding="async" /> : null}
    </span>
  )
}
