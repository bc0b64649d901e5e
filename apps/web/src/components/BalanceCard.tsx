import { useId, type ReactNode } from 'react'
import './BalanceCard.css'

/** One fact under the balance (本月剩余次数 2/4). */
export interface BalanceFact {
  label: string
  value: ReactNode
  /** For tests that read one fact. */
  testId?: string
}

export interface BalanceCardProps {
  /** What the balance is (钻石余额, 我的红钻, 可提现金额): the card's heading and its region's name. */
  label: string
  /**
   * The balance as the page writes it (`formatFen`, thousands separators), or `null` while it is unknown (`--`,
   * never a stale or guessed figure).
   */
  value: string | null
  /** The unit after the figure (钻石, 红钻, 元). */
  unit?: string
  /** Before the figure: a currency sign (¥) or the currency's icon. */
  leading?: ReactNode
  /** Facts in a row under the figure. */
  facts?: readonly BalanceFact[]
  /** A line under it all (钻石可用于送礼物…). */
  note?: ReactNode
  /** Buttons or links for what to do with the balance (充值, 提现明细): the kit's `Button` or `buttonClass`. */
  actions?: ReactNode
  /** `brand` (the app's pink to violet: 钻石) or `warm` (red: 红钻 and cash). */
  tone?: 'brand' | 'warm'
  /** For tests that read the figure. */
  valueTestId?: string
  /** The figure is being read (`value` null until it comes): `aria-busy`, so a screen reader waits for it. */
  busy?: boolean
  /** A family's own look over the kit's (red packets' gold figure on their red header). */
  className?: string
}

/**
 * A labelled balance on a coloured card (docs/ui-kit.md): the label, the figure with its unit, facts under it, a
 * note and actions. A `region` named by the label; the figure wraps rather than overflow when it is huge.
 *
 * @example
 * <BalanceCard label="钻石余额" value={formatCount(balance)} unit="钻石" leading={<DiamondIcon />}
 *   actions={<PrefetchLink className={buttonClass({ variant: 'secondary', size: 'sm' })} to="/wxpay">充值</PrefetchLink>} />
 */
export function BalanceCard({ label, value, unit, leading, facts = [], note, actions, tone = 'brand', valueTestId, busy, className }: BalanceCardProps) {
  const labelId = useId()
  return (
    <section className={`balance-card balance-card--${tone}${className ? ` ${className}` : ''}`} aria-labelledby={labelId} aria-busy={busy}>
      <h2 id={labelId} className="balance-card__label">
        {label}
      </h2>
      <p className="balance-card__value">
        {leading ? <span className="balance-card__leading">{leading}</span> : null}
        <span className="balance-card__figure" data-testid={valueTestId}>
          {value ?? '--'}
        </span>
        {unit && value !== null ? <span className="balance-card__unit">{unit}</span> : null}
      </p>
      {facts.length > 0 ? (
        <dl className="balance-card__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {note ? <p className="balance-card__note">{note}</p> : null}
      {actions ? <div className="balance-card__actions">{actions}</div> : null}
    </section>
  )
}
