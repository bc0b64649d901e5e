import type { ReactNode } from 'react'
import './StatusTag.css'

/**
 * Where a record stands, by colour: `pending` (not settled yet: 确认中, 审核中), `success` (done: 已到账), `danger`
 * (failed or refused: 支付失败, 已驳回), `neutral` (over without money moving, or not known: 已关闭, 已退款, 处理中).
 */
export type StatusTagTone = 'pending' | 'success' | 'danger' | 'neutral'

export interface StatusTagProps {
  tone: StatusTagTone
  /** The status in words (the family's text for it): the colour only repeats what they say. */
  children: ReactNode
  /** Where the page places it (a grid cell of its row). */
  className?: string
}

/**
 * A record's status as a small tinted pill (docs/ui-kit.md): recharge orders, withdrawals, and every record list
 * after them. The words carry the meaning; each tone's text meets WCAG AA on its tint.
 *
 * @example
 * <StatusTag tone="success">已到账</StatusTag>
 */
export function StatusTag({ tone, children, className }: StatusTagProps) {
  return <span className={`status-tag status-tag--${tone}${className ? ` ${className}` : ''}`}>{children}</span>
}
