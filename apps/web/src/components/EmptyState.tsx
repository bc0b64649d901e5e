import type { ReactNode } from 'react'
import { StateBlock } from './StateBlock'

/** An open tray: nothing in it yet. */
function EmptyArt() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M10 30l6-16h24l6 16v12H10z" />
      <path d="M10 30h11a7 7 0 0 0 14 0h11" />
    </svg>
  )
}

/**
 * A list or section with nothing to show (docs/ui-kit.md, "Look and feel"), in calm words, with an optional way on
 * (去充值).
 *
 * @example
 * <EmptyState message="暂无交易记录" />
 */
export function EmptyState({ message = '暂无数据', action }: { message?: string; action?: ReactNode }) {
  return <StateBlock art={<EmptyArt />} message={message} action={action} />
}
