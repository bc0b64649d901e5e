import { useState } from 'react'
import './Avatar.css'

export interface AvatarProps {
  /** A URL @h5/redpacket already checked (http(s), `//` or a data: image), or `''`. */
  src: string
  /** Whose face it is: the fallback shows its first character. */
  name: string
  /** Pixels; the avatar is round. */
  size?: number
}

/**
 * A user's avatar beside their nickname (so the image itself is decoration, `alt=""`). When there is no
 * picture, or it fails to load, a gold disc with the nickname's first character stands in; with no nickname
 * either, a small red packet.
 *
 * @example
 * <Avatar src={record.avatar} name={record.nickName} size={40} />
 */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  if (src && src !== failedSrc) {
    return (
      <img
        className="rp-avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    )
  }
  const initial = Array.from(name.trim())[0]
  return (
    <span className="rp-avatar rp-avatar--fallback" style={style} aria-hidden="true">
      {initial ?? <PacketGlyph />}
    </span>
  )
}

function PacketGlyph() {
  return (
    <svg width="50%" height="50%" viewBox="0 0 20 24" fill="currentColor">
      <path d="M2 0h16a2 2 0 0 1 2 2v5c-2.8 2.4-6.2 3.6-10 3.6S2.8 9.4 0 7V2a2 2 0 0 1 2-2Z" />
      <path d="M0 9.4c2.9 2 6.3 3 10 3s7.1-1 10-3V22a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2Z" opacity="0.7" />
    </svg>
  )
}
