import { PinInput } from '../../components/PinInput'
import type { PinEntry } from './usePinEntry'

/**
 * The PIN box of a teen screen: PinInput wired to a usePinEntry, with `正在验证…` under it while native checks.
 *
 * @example <PinField label="监护密码" entry={entry} />
 */
export function PinField({ label, entry, autoFocus = true }: { label: string; entry: PinEntry; autoFocus?: boolean }) {
  return (
    <div className="teen-pin">
      <PinInput label={label} hideLabel autoFocus={autoFocus} {...entry.input} />
      <p className="teen-pin__hint" aria-live="polite">
        {entry.busy ? '正在验证…' : ''}
      </p>
    </div>
  )
}
