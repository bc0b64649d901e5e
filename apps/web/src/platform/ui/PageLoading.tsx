import { Spinner } from './Spinner'
import './PageLoading.css'

/**
 * A whole page waiting for its code: the first page's chunk at start-up, or the reload after a chunk failure.
 * It fades in only after a moment, so a fast load shows nothing at all.
 */
export function PageLoading({ label = '加载中…' }: { label?: string }) {
  return (
    <main className="page-loading" role="status" aria-live="polite">
      <Spinner />
      <span className="page-loading__label">{label}</span>
    </main>
  )
}
