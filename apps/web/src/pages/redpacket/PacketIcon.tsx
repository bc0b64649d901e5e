/** A red packet with its gold seal: the art of the red-packet status screens (invalid link, no support). */
export function PacketIcon({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <rect x="8" y="4" width="32" height="40" rx="4" fill="var(--color-redpacket)" />
      <path d="M8 8a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v8c-4.6 3.6-10 5.4-16 5.4S12.6 19.6 8 16Z" fill="var(--color-redpacket-deep)" />
      <circle cx="24" cy="21" r="6" fill="var(--color-gold)" />
    </svg>
  )
}
