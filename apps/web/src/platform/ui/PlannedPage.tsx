import { useGoBack } from '../useGoBack'
import { StatusView } from './StatusView'
import { buttonClass } from './buttonClass'

/** A clock: the page is coming, not broken. */
function ClockIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * What a `planned` route shows (docs/architecture.md, "How the app starts"): its title and `该页面暂未开放`, with a way
 * back. Never presented as a finished page.
 *
 * @example
 * <PlannedPage title="周星榜" />
 */
export function PlannedPage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const goBack = useGoBack()
  return (
    <StatusView art={<ClockIcon />} title={title} message="该页面暂未开放" embedded={embedded}>
      <button className={buttonClass()} type="button" onClick={goBack}>
        返回
      </button>
    </StatusView>
  )
}
