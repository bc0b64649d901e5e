import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import './OptionGrid.css'

export interface GridOption<K extends string> {
  key: K
  /** The option's main line (60 钻石, ¥6.00). */
  label: ReactNode
  /** A smaller line under it (赠送 6 钻石, 需 600 红钻). */
  subLabel?: ReactNode
  /** A third line, for what the option costs (¥6.00). */
  detail?: ReactNode
  /** A short tag in the corner, from the server (热门, 首充双倍). */
  tag?: string
  /** The option cannot be chosen now: it stays in the grid, dimmed, with `disabledReason` (红钻不足) in it. */
  disabled?: boolean
  disabledReason?: string
  /** The option's spoken name, when its lines alone would read badly (`980钻石，需9800红钻`). */
  accessibleName?: string
}

export interface OptionGridProps<K extends string> {
  /** Names the group for screen readers (充值档位). */
  label: string
  options: readonly GridOption<K>[]
  /** The chosen option's key, or `null` before a choice (controlled). */
  value: K | null
  onChange: (key: K) => void
  /** Options per row: 3 (default) or 2 for longer labels. */
  columns?: 2 | 3
}

/**
 * Options to choose one of, as a grid of cards (docs/ui-kit.md): recharge packages, exchange options. A WAI-ARIA
 * radio group: each card is a `radio`, the chosen one is `aria-checked`; the arrow keys, Home and End move to
 * the next option that can be chosen and choose it; only the chosen card (or the first, before a choice) is in
 * the Tab order. A disabled option says why, in the card and to screen readers, and a tap on it chooses nothing.
 *
 * @example
 * <OptionGrid label="充值档位" value={selected} onChange={setSelected}
 *   options={offer.packages.map((pack) => ({ key: pack.packageID, label: `${pack.diamonds} 钻石`, subLabel: `¥${formatFen(pack.priceFen)}`, tag: pack.tag }))} />
 */
export function OptionGrid<K extends string>({ label, options, value, onChange, columns = 3 }: OptionGridProps<K>) {
  const id = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const enabled = options.filter((option) => !option.disabled)
  const chosen = options.find((option) => option.key === value && !option.disabled)
  const tabStop = chosen?.key ?? enabled[0]?.key

  function choose(key: K) {
    onChange(key)
    refs.current.get(key)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (enabled.length === 0) return
    const current = enabled.findIndex((option) => option.key === (document.activeElement as HTMLElement | null)?.dataset.key)
    const at = current === -1 ? enabled.findIndex((option) => option.key === tabStop) : current
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: enabled.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const option = enabled[(next + enabled.length) % enabled.length]
    if (option) choose(option.key)
  }

  return (
    <div className={`option-grid option-grid--${columns}`} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const checked = option.key === value
        const reasonId = `${id}-${option.key}-reason`
        const reason = option.disabled ? option.disabledReason : undefined
        return (
          <button
            key={option.key}
            ref={(element) => {
              if (element) refs.current.set(option.key, element)
              else refs.current.delete(option.key)
            }}
            type="button"
            role="radio"
            data-key={option.key}
            className={`option-grid__option${checked ? ' option-grid__option--checked' : ''}`}
            aria-checked={checked}
            aria-disabled={option.disabled || undefined}
            aria-label={option.accessibleName}
            aria-describedby={reason ? reasonId : undefined}
            tabIndex={option.key === tabStop ? 0 : -1}
            onClick={() => {
              if (!option.disabled) onChange(option.key)
            }}
          >
            {option.tag ? <span className="option-grid__tag">{option.tag}</span> : null}
            <span className="option-grid__label">{option.label}</span>
            {option.subLabel !== undefined ? <span className="option-grid__sub-label">{option.subLabel}</span> : null}
            {option.detail !== undefined ? <span className="option-grid__detail">{option.detail}</span> : null}
            {reason ? (
              <span id={reasonId} className="option-grid__reason">
                {reason}
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
