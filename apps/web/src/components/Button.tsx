import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import { Spinner } from '../platform/ui/Spinner'
import { buttonClass, type ButtonLook } from '../platform/ui/buttonClass'

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `button` unless it submits its form. */
  type?: 'button' | 'submit'
  /**
   * The action is in flight: a spinner beside the label (which stays, so the button keeps its size and its
   * name), `aria-busy`, and taps ignored, so a double tap sends one request. The button keeps its focus.
   */
  loading?: boolean
}

/**
 * The kit's button (docs/ui-kit.md): a real `<button>`, 44 px or more to touch at every size, on the tokens.
 * `primary` is the screen's main action (one per screen), `secondary` a second one, `text` a quiet one,
 * `danger` one that destroys or gives up something (注销, 放弃). `disabled` when the action cannot be taken
 * now; `loading` while it runs.
 *
 * @example
 * <Button block loading={submitting} onClick={() => void submit()}>立即提现</Button>
 * <Button variant="secondary" size="sm" onClick={retry}>重试</Button>
 */
export function Button({ variant, size, block, loading = false, type = 'button', className, onClick, children, ...button }: ButtonProps) {
  const classes = `${buttonClass({ variant, size, block })}${loading ? ' button--loading' : ''}${className ? ` ${className}` : ''}`
  function click(event: MouseEvent<HTMLButtonElement>) {
    // A busy button stays focusable and named, but a tap on it (or a submit through it) does nothing.
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button {...button} className={classes} type={type} aria-busy={loading || undefined} aria-disabled={loading || undefined} onClick={click}>
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  )
}
