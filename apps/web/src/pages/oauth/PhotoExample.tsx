import type { ReactNode } from 'react'

/** Which example: a document's photo side, its other side, or the user holding it. */
export type PhotoExampleKind = 'front' | 'back' | 'handheld'

const CARD = { x: 8, y: 8, width: 144, height: 91 }

/** A card's outline with its four corners marked: the whole card in the picture. */
function Card({ children }: { children: ReactNode }) {
  const { x, y, width, height } = CARD
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx="8" fill="#eef3fb" stroke="#9db3d9" strokeWidth="2" />
      {children}
      <path d={`M${x - 4} ${y + 12}V${y - 4}H${x + 12}M${x + width - 12} ${y - 4}H${x + width + 4}V${y + 12}M${x + width + 4} ${y + height - 12}V${y + height + 4}H${x + width - 12}M${x + 12} ${y + height + 4}H${x - 4}V${y + height - 12}`} fill="none" stroke="#12805c" strokeWidth="2.5" />
    </>
  )
}

/** Text lines of a document, as grey bars (no real text, no real data). */
const Lines = ({ x, y, widths }: { x: number; y: number; widths: number[] }) => (
  <g fill="#c3cfe3">
    {widths.map((width, index) => (
      <rect key={index} x={x} y={y + index * 14} width={width} height="6" rx="3" />
    ))}
  </g>
)

/** A head and shoulders in flat shapes: a placeholder for a portrait, never a real person. */
const Figure = ({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) => (
  <g transform={`translate(${x} ${y}) scale(${scale})`} fill="#9db3d9">
    <circle cx="20" cy="14" r="11" />
    <path d="M0 46c0-13 9-20 20-20s20 7 20 20z" />
  </g>
)

const DRAWINGS: Readonly<Record<PhotoExampleKind, { label: string; body: ReactNode }>> = {
  front: {
    label: '证件正面示例：整张证件在画面内，四角完整，文字清晰',
    body: (
      <Card>
        <Lines x={20} y={24} widths={[56, 72, 64, 80]} />
        <rect x="104" y="20" width="38" height="48" rx="4" fill="#dfe7f5" />
        <Figure x={103} y={22} scale={1} />
      </Card>
    ),
  },
  back: {
    label: '证件反面示例：整张证件在画面内，四角完整，文字清晰',
    body: (
      <Card>
        <circle cx="38" cy="40" r="16" fill="none" stroke="#9db3d9" strokeWidth="3" />
        <Lines x={64} y={30} widths={[70, 56]} />
        <Lines x={20} y={70} widths={[112]} />
      </Card>
    ),
  },
  handheld: {
    label: '手持证件照示例：露出正脸，证件举在胸前，证件文字清晰',
    body: (
      <>
        <rect x="0" y="0" width="160" height="107" rx="8" fill="#eef3fb" />
        <Figure x={50} y={6} scale={1.5} />
        <rect x="62" y="62" width="44" height="28" rx="3" fill="#fff" stroke="#12805c" strokeWidth="2" />
        <Lines x={67} y={68} widths={[20, 30]} />
      </>
    ),
  },
}

/**
 * An example of a good photo, shown beside each photo to take for a manual review: flat shapes only (no real
 * person, no real document), the whole card with its four corners, or the face with the card held up.
 *
 * @example
 * <PhotoExample kind="front" />
 */
export function PhotoExample({ kind }: { kind: PhotoExampleKind }) {
  const { label, body } = DRAWINGS[kind]
  return (
    <figure className="photo-slot__example">
      <svg viewBox="-4 -4 168 115" role="img" aria-label={label}>
        {body}
      </svg>
      <figcaption>示例</figcaption>
    </figure>
  )
}
