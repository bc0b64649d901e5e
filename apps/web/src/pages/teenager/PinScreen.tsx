import type { ReactNode } from 'react'
import { PinField } from './PinField'
import { TeenErrorState } from './TeenErrorState'
import { TeenPage } from './TeenPage'
import type { PinEntry } from './usePinEntry'

export interface PinScreenProps {
  title: string
  lead: ReactNode
  /** The input's accessible name (the lead already says it on screen). */
  label: string
  entry: PinEntry
  /** Above the PIN box, e.g. the step of changing the PIN. */
  above?: ReactNode
  actions?: ReactNode
}

/**
 * A teen screen whose job is one PIN: the padlock, the heading, the PIN box (focused, so the number pad is up)
 * with its error line, and, when the app is missing or too old (`NOT_IN_APP`, `OUTDATED_APP`), the shared
 * open-in-app screen instead (TeenErrorState).
 *
 * @example <PinScreen title="关闭青少年模式" lead="请输入监护密码" label="监护密码" entry={entry} />
 */
export function PinScreen({ title, lead, label, entry, above, actions }: PinScreenProps) {
  if (entry.fatal) return <TeenErrorState error={entry.fatal} onRetry={entry.retry} />
  return (
    <TeenPage art="lock" compact title={title} lead={lead} actions={actions}>
      {above}
      <PinField label={label} entry={entry} />
    </TeenPage>
  )
}
