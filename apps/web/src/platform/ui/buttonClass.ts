/** What a button does: the page's main action, a second one, a quiet one in text, or one that destroys. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger'
/** `md` (44 px) for most; `lg` (48 px) for the one call to action at a screen's foot; `sm` (32 px drawn, 44 px to touch) in rows and cards. */
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonLook {
  variant?: ButtonVariant
  size?: ButtonSize
  /** The whole width of its container. */
  block?: boolean
}

/**
 * The kit's button classes (styles/buttons.css) for an element that is not the kit's `Button`
 * (components/Button.tsx, which draws itself with them): a router `Link` or an `<a>` that navigates, drawn as a
 * button, and the buttons of platform/ui's own screens, which sit below the kit and cannot import it. A tap that
 * acts, on a page, is a `Button`.
 *
 * @example
 * <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to="/wxcash/cashrecords">提现记录</PrefetchLink>
 */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string {
  return `button button--${variant}${size === 'md' ? '' : ` button--${size}`}${block ? ' button--block' : ''}`
}
