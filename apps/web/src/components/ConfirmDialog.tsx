import type { ReactNode } from 'react'
import { Dialog } from './Dialog'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  message?: ReactNode
  confirmText?: string
  cancelText?: string
  /** The confirm destroys something (解绑, 删除): its button is red. */
  danger?: boolean
  onConfirm: () => void
  /** 取消, Escape or a tap outside. */
  onCancel: () => void
}

/**
 * A yes/no question: 取消 on the left, the confirm on the right (the house order of Chinese apps). Escape and
 * a tap outside mean 取消. For a question asked from an event handler, useConfirm is shorter.
 *
 * @example
 * <ConfirmDialog open={asking} title="确认解绑该银行卡？" confirmText="解绑" danger
 *   onConfirm={unbind} onCancel={() => setAsking(false)} />
 */
export function ConfirmDialog({ open, title, message, confirmText = '确定', cancelText = '取消', danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={[
        { label: cancelText, onClick: onCancel },
        { label: confirmText, onClick: onConfirm, tone: danger ? 'danger' : 'primary' },
      ]}
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  )
}
