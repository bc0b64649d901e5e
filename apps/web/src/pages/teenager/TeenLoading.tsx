import { Spinner } from '../../platform/ui/Spinner'
import type { TeenArtKind } from './TeenArt'
import { TeenPage } from './TeenPage'

/**
 * A teen screen waiting for native's answer: its heading stays, so the page is never blank. Quick queries
 * answer or fail within 5 s (docs/native-contract.md, "Replies"), so this never stays.
 *
 * @example <TeenLoading title="青少年模式" label="正在获取青少年模式状态…" />
 */
export function TeenLoading({ title, label, art = 'shield' }: { title: string; label: string; art?: TeenArtKind }) {
  return (
    <TeenPage art={art} title={title}>
      <p className="teen-waiting" role="status">
        <Spinner size={18} />
        <span className="teen-waiting__label">{label}</span>
      </p>
    </TeenPage>
  )
}
