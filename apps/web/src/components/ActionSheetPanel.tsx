import { useId } from 'react'
import { Modal } from './Modal'
import './ActionSheet.css'

export interface ActionSheetAction {
  /** What `onSelect` receives. */
  key: string
  label: string
  /** A grey line under the label. */
  description?: string
  /** Destroys something (删除, 解绑): red. */
  danger?: boolean
  disabled?: boolean
}

export interface ActionSheetProps {
  open: boolean
  /** 取消, Escape, a tap outside, or after a choice. */
  onClose: () => void
  actions: readonly ActionSheetAction[]
  /** Called with the chosen action's key, after the sheet closes. */
  onSelect: (key: string) => void
  /** A heading over the choices; without one the sheet is named 请选择. */
  title?: string
  cancelText?: string
}

/**
 * The sheet of ActionSheet.tsx, which loads this module the first time a sheet opens: the Modal layer's focus,
 * Escape and outside tap, each choice a 50 px button, then 取消 apart. Choosing closes the sheet, then calls
 * `onSelect`. Above the home indicator (safe area).
 */
export function ActionSheetPanel({ open, onClose, actions, onSelect, title, cancelText = '取消' }: ActionSheetProps) {
  const titleId = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="bottom"
      labelledBy={title ? titleId : undefined}
      label="请选择"
      className="action-sheet"
    >
      {title ? (
        <h2 id={titleId} className="action-sheet__title">
          {title}
        </h2>
      ) : null}
      <ul className="action-sheet__list">
        {actions.map((action) => (
          <li key={action.key}>
            <button
              className={action.danger ? 'action-sheet__action action-sheet__action--danger' : 'action-sheet__action'}
              type="button"
              disabled={action.disabled}
              onClick={() => {
                onClose()
                onSelect(action.key)
              }}
            >
              <span className="action-sheet__label">{action.label}</span>
              {action.description ? <span className="action-sheet__description">{action.description}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <button className="action-sheet__action action-sheet__cancel" type="button" onClick={onClose}>
        {cancelText}
      </button>
    </Modal>
  )
}
