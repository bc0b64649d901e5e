import { useState, type ReactNode } from 'react'
import './Avatar.css'

/** `sm` 32 px (dense lists), `md` 40 px (rows), `lg` 64 px (a profile or a sender on a card). */
export type AvatarSize = 'sm' | 'md' | 'lg'

const PIXELS: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 64 }

export interface AvatarProps {
  /** An image URL the family's package already checked (http(s), `//` or a data: image), or `''` for none. */
  src: string
  /** Whose face it is: the fallback shows its first character. */
  name: string
  size?: AvatarSize
  /**
   * Load the picture only when it nears the screen (default). `false` for an avatar in the first screenful
   * (a packet's sender on its cover), which must not wait for layout.
   */
  lazy?: boolean
  /** What stands in when there is neither picture nor name (default: a head and shoulders). */
  fallbackIcon?: ReactNode
  /**
   * Speak the name: for an avatar shown alone. By default the avatar sits beside the name, so the picture is
   * decoration (`alt=""`) and a screen reader does not read the name twice.
   */
  labelled?: boolean
  /** A family's look on top of the kit's (`rp-avatar`: red packets' gold). */
  className?: string
}

function PersonGlyph() {
  return (
    <svg width="55%" height="55%" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="10" cy="6.5" r="4" />
      <path d="M2 19c0-4.4 3.6-7 8-7s8 2.6 8 7Z" />
    </svg>
  )
}

/**
 * A user's round avatar (docs/ui-kit.md). Without a picture, or when it fails to load, a disc with the name's
 * first character (a whole character, also outside the BMP) stands in; with no name either, `fallbackIcon`.
 * A new `src` is tried again after a failure. The picture is sent without a referrer.
 *
 * @example
 * <Avatar src={record.avatar} name={record.nickName} />
 * <Avatar src={sender.avatar} name={sender.nickName} size="lg" lazy={false} className="rp-avatar" />
 */
export function Avatar({ src, name, size = 'md', lazy = true, fallbackIcon, labelled = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const pixels = PIXELS[size]
  const classes = `avatar avatar--${size}${className ? ` ${className}` : ''}`
  if (src && src !== failedSrc) {
    return (
      <img
        className={classes}
        src={src}
        alt={labelled ? name : ''}
        width={pixels}
        height={pixels}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    )
  }
  const initial = Array.from(name.trim())[0]
  return (
    <span
      className={`${classes} avatar--fallback`}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      {initial ?? fallbackIcon ?? <PersonGlyph />}
    </span>
  )
}
