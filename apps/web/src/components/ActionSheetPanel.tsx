import { useId } from 'react'
import type { ActionSheetProps } from './ActionSheet'
import { Modal } from './Modal'
import './ActionSheet.css'

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
