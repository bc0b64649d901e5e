/** The 钻石 mark: a cut gem in the brand's pinks (decorative; the text beside it says 钻石). */
export function DiamondIcon({ size = 24 }: { size?: number }) {
  return (
    <svg className="diamond-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6.5 3.5h11l4 5.2L12 20.8 2.5 8.7z" fill="#ff7aa2" />
      <path d="M2.5 8.7h19L12 20.8z" fill="#e83e78" />
      <path d="M6.5 3.5 9 8.7h6l2.5-5.2z" fill="#ffc2d6" />
      <path d="M9 8.7 12 20.8l3-12.1z" fill="#ff5c8f" />
    </svg>
  )
}
