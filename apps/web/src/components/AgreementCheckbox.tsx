import { useId } from 'react'
import './AgreementCheckbox.css'

export interface Agreement {
  /** What `onOpen` receives, e.g. `user`, `privacy`. */
  key: string
  /** The title without book marks, e.g. 用户服务协议 (shown as 《用户服务协议》). */
  title: string
}

export interface AgreementCheckboxProps {
  /** Unchecked until the user checks it: consent is never given for them. */
  checked: boolean
  onChange: (checked: boolean) => void
  agreements: readonly Agreement[]
  /** A title was tapped: the page decides how the agreement opens (a route, openPage, a dialog). */
  onOpen: (key: string) => void
  /** The words before the titles. */
  prefix?: string
  /** E.g. 请先阅读并同意协议, after a submit without consent. */
  error?: string
}

/**
 * The consent line under a form: a round checkbox, 我已阅读并同意 and the agreements' titles as buttons that
 * call `onOpen`. The titles sit outside the checkbox's label, so opening one never ticks the box; the box is
 * still named by the whole sentence for screen readers. The tap area is 44 px.
 *
 * @example
 * <AgreementCheckbox checked={agreed} onChange={setAgreed}
 *   agreements={[{ key: 'user', title: '用户服务协议' }, { key: 'privacy', title: '隐私政策' }]}
 *   onOpen={(key) => navigate(`/agreement/${key}`)} />
 */
export function AgreementCheckbox({ checked, onChange, agreements, onOpen, prefix = '我已阅读并同意', error }: AgreementCheckboxProps) {
  const id = useId()
  const prefixId = `${id}-prefix`
  const errorId = `${id}-error`
  const titleIds = agreements.map((agreement) => `${id}-${agreement.key}`)
  return (
    <div className={error ? 'agreement agreement--invalid' : 'agreement'}>
      <p className="agreement__line">
        <span className="agreement__box">
          <input
            id={id}
            className="agreement__input"
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-labelledby={[prefixId, ...titleIds].join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span className="agreement__mark" aria-hidden="true" />
        </span>
        <label id={prefixId} className="agreement__prefix" htmlFor={id}>
          {prefix}
        </label>
        {agreements.map((agreement, index) => (
          <span key={agreement.key}>
            {index > 0 ? (index === agreements.length - 1 ? '和' : '、') : null}
            <button id={titleIds[index]} className="agreement__title" type="button" onClick={() => onOpen(agreement.key)}>
              《{agreement.title}》
            </button>
          </span>
        ))}
      </p>
      <p id={errorId} className="agreement__error" role="alert">
        {error ?? ''}
      </p>
    </div>
  )
}
