import type { OpName } from '@h5/bridge'
import { useEffect, useId, useRef, useState } from 'react'
import { appBridge } from '../../platform/appBridge'
import { scrubDeep } from '../../platform/scrubTokens'
import { parsePayload } from './parsePayload'
import { Button } from '../../components/Button'

type Outcome =
  | { kind: 'pending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; result: unknown; ms: number }
  | { kind: 'error'; errcode?: number; errmsg: string; ms: number }

export interface BridgeOpItemProps {
  op: OpName
  label: string
  sample: object
  quick: boolean
  expanded: boolean
  onToggle: () => void
}

/**
 * One op of the bridge console: tap to open, edit the JSON payload, call, and read the result or
 * the error (errcode, errmsg) with the time it took. A pending call can be cancelled (AbortSignal); leaving
 * the page cancels it too.
 */
export function BridgeOpItem({ op, label, sample, quick, expanded, onToggle }: BridgeOpItemProps) {
  const id = useId()
  const [text, setText] = useState(() => JSON.stringify(sample, null, 2))
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => () => pending.current?.abort(), [])

  async function run() {
    const payload = parsePayload(text)
    if (!payload.ok) {
      setOutcome({ kind: 'invalid', message: payload.message })
      return
    }
    // One call at a time per op: the call button is disabled while this one is pending.
    const controller = new AbortController()
    pending.current = controller
    setOutcome({ kind: 'pending' })
    const started = performance.now()
    // The console sends whatever the tester typed: the payload is checked as JSON, not against the op's type.
    const call = appBridge.call as (op: OpName, data: object, options: { signal: AbortSignal }) => Promise<unknown>
    try {
      const result = await call(op, payload.data, { signal: controller.signal })
      setOutcome({ kind: 'ok', result, ms: performance.now() - started })
    } catch (error) {
      const { errcode, errmsg } = error as { errcode?: number; errmsg?: string }
      setOutcome({ kind: 'error', errcode, errmsg: errmsg ?? String(error), ms: performance.now() - started })
    } finally {
      pending.current = null
    }
  }

  return (
    <li className={`op${expanded ? ' op--open' : ''}`}>
      <button className="op__toggle" type="button" aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
        <span className="list-card__text">
          <span className="op__name">{op}</span>
          <span className="op__meta">
            {label}
            {quick && <span className="list-card__badge">快速查询</span>}
          </span>
        </span>
      </button>
      {expanded && (
        <div className="op__panel" id={id}>
          <label className="op__field">
            <span className="op__field-label">参数（JSON）</span>
            <textarea
              className="op__payload"
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={Math.min(8, Math.max(2, text.split('\n').length))}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
            />
          </label>
          <div className="op__actions">
            <Button className="op__call" onClick={() => void run()} disabled={outcome?.kind === 'pending'}>
              调用
            </Button>
            {outcome?.kind === 'pending' ? (
              <Button variant="secondary" onClick={() => pending.current?.abort()}>
                取消
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setText(JSON.stringify(sample, null, 2))}>
                恢复示例
              </Button>
            )}
          </div>
          <output className="op__outcome" aria-live="polite">
            {outcome && <OutcomeView outcome={outcome} />}
          </output>
        </div>
      )}
    </li>
  )
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'pending':
      return <p className="outcome outcome--pending">调用中…</p>
    case 'invalid':
      return <p className="outcome outcome--invalid">{outcome.message}</p>
    case 'ok':
      return (
        <div className="outcome outcome--ok">
          <OutcomeHead status="成功" ms={outcome.ms} />
          {/* Tokens stay off the screen (screenshots end up in chats and tickets): the key shows, the value does not. */}
          <pre className="outcome__json">{JSON.stringify(scrubDeep(outcome.result), null, 2)}</pre>
        </div>
      )
    case 'error':
      return (
        <div className="outcome outcome--error">
          <OutcomeHead status="失败" ms={outcome.ms} />
          <dl className="outcome__error">
            <dt>errcode</dt>
            <dd>{outcome.errcode ?? '—'}</dd>
            <dt>errmsg</dt>
            <dd>{outcome.errmsg}</dd>
          </dl>
        </div>
      )
  }
}

/** 成功 or 失败 with the time the call took (sub-10 ms to a tenth, so fast native answers still show). */
function OutcomeHead({ status, ms }: { status: string; ms: number }) {
  return (
    <p className="outcome__head">
      <span className="outcome__status">{status}</span>
      <span className="outcome__time">{`${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`}</span>
    </p>
  )
}
