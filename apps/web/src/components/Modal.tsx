import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import './Modal.css'

export interface ModalProps {
  open: boolean
  /** Escape or a tap on the dimmed page (when `dismissible`), or the caller's own buttons. */
  onClose: () => void
  /** `center` for a dialog, `bottom` for a sheet. */
  placement: 'center' | 'bottom'
  /** The id of the element that names the panel (its title)… */
  labelledBy?: string
  /** …or a name when it has no visible title. */
  label?: string
  describedBy?: string
  /** Escape and a tap on the dimmed page close it (default). Off for a question that must be answered. */
  dismissible?: boolean
  className?: string
  children: ReactNode
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Open panels, the newest last: only the top one answers Escape and Tab (a confirm over a sheet). */
const openPanels: HTMLElement[] = []
/** Panels holding the page still; the page scrolls again when the last one closes. */
let scrollLocks = 0

function lockScroll(): () => void {
  if (scrollLocks === 0) document.body.style.overflow = 'hidden'
  scrollLocks += 1
  return () => {
    scrollLocks -= 1
    if (scrollLocks === 0) document.body.style.overflow = ''
  }
}

/** Keeps Tab inside the panel: from the last control to the first and back. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    panel.focus()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The modal layer under Dialog and ActionSheet: the dimmed page and a panel in a portal on `<body>`, marked
 * `role="dialog"` and `aria-modal`. While open it holds focus (the panel, or an element marked
 * `data-autofocus`, gets it; Tab cycles inside), stops the page behind from scrolling, closes on Escape and
 * on a tap outside when `dismissible`, and gives focus back to where it was when it closes. Nothing renders
 * while closed, so a prerendered page never holds one.
 *
 * @example
 * <Modal open={open} onClose={close} placement="center" labelledBy={titleId}>…</Modal>
 */
export function Modal({ open, onClose, placement, labelledBy, label, describedBy, dismissible = true, className, children }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useEffectEvent(() => onClose())

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openPanels.push(panel)
    const unlockScroll = lockScroll()
    ;(panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || openPanels[openPanels.length - 1] !== panel) return
      if (event.key === 'Escape' && dismissible) {
        event.preventDefault()
        close()
      } else if (event.key === 'Tab') {
        trapTab(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openPanels.splice(openPanels.indexOf(panel), 1)
      unlockScroll()
      if (opener?.isConnected) opener.focus()
    }
  }, [open, dismissible])

  if (!open) return null
  return createPortal(
    <div className={`modal modal--${placement}`}>
      <div className="modal__backdrop" aria-hidden="true" onClick={dismissible ? onClose : undefined} />
      <div
        ref={panelRef}
        className={['modal__panel', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
