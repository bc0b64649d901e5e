import { useId, type ReactNode } from 'react'
import { Modal } from './Modal'
import './Dialog.css'

export interface DialogAction {
  label: string
  onClick: () => void
  /** `primary` for the answer the dialog asks for, `danger` for one that destroys something. */
  tone?: 'default' | 'primary' | 'danger'
}

export interface DialogProps {
  open: boolean
  /** Escape or a tap outside (when `dismissible`). */
  onClose: () => void
  title: string
  /** The message or any content under the title. */
  children?: ReactNode
  /** The buttons along the foot: side by side for two, stacked for more. */
  actions: readonly DialogAction[]
  /** Escape and a tap outside close it (default). Off when one of the buttons must be chosen. */
  dismissible?: boolean
}

/**
 * A centred dialog (the Modal layer: focus held inside, Escape, focus returned): a title, its content and a
 * row of text buttons. For a yes/no question use ConfirmDialog or useConfirm.
 *
 * @example
 * <Dialog open={open} onClose={close} title="提现说明" actions={[{ label: '我知道了', onClick: close, tone: 'primary' }]}>
 *   <p>每日可提现一次，1–3 个工作日到账。</p>
 * </Dialog>
 */
export function Dialog({ open, onClose, title, children, actions, dismissible = true }: DialogProps) {
  const id = useId()
  const titleId = `${id}-title`
  const bodyId = `${id}-body`
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="center"
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      dismissible={dismissible}
      className="dialog"
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
      ) : null}
      <div className={actions.length > 2 ? 'dialog__actions dialog__actions--stacked' : 'dialog__actions'}>
        {actions.map((action) => (
          <button
            key={action.label}
            className={`dialog__action dialog__action--${action.tone ?? 'default'}`}
            type="button"
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </Modal>
  )
}
