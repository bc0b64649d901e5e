import { Button } from '../../components/Button'
import './redPacketPage.css'
import './ListStatus.css'

export type ListStatusProps =
  | { kind: 'loading'; label: string }
  | { kind: 'empty'; message: string }
  | { kind: 'error'; message: string; onRetry: () => void }

/**
 * What a red-packet list shows instead of rows (docs/ui-kit.md, "Look and feel": loading, empty and error designed for every list):
 * placeholder rows while loading, one calm line when empty, the failure's Chinese message with 重试.
 *
 * @example
 * <ListStatus kind="error" message={error.message} onRetry={reload} />
 */
export function ListStatus(props: ListStatusProps) {
  if (props.kind === 'loading') {
    return (
      <div className="rp-list-status rp-list-status--loading" role="status">
        <span className="visually-hidden">{props.label}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="rp-list-status__row" aria-hidden="true">
            <span className="rp-list-status__disc" />
            <span className="rp-list-status__lines">
              <span className="rp-list-status__line" />
              <span className="rp-list-status__line rp-list-status__line--short" />
            </span>
          </div>
        ))}
      </div>
    )
  }
  if (props.kind === 'empty') {
    return <p className="rp-list-status rp-list-status--empty">{props.message}</p>
  }
  return (
    <div className="rp-list-status rp-list-status--error" role="alert">
      <p className="rp-list-status__message">{props.message}</p>
      <Button variant="secondary" className="rp-list-status__retry" onClick={props.onRetry}>
        重试
      </Button>
    </div>
  )
}
