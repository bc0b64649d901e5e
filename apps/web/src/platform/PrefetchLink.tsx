import { useContext, useEffect, useRef } from 'react'
import { Link, type LinkProps } from 'react-router-dom'
import { prefetchRoute } from './prefetchRoute'
import { RouteTableContext } from './RouteTableContext'
import { whenIdle } from './whenIdle'
import { whenVisible } from './whenVisible'

export interface PrefetchLinkProps extends Omit<LinkProps, 'to'> {
  /** An app path such as `/test/comp` or `/redpacket/open?redpacketID=rp_1`. */
  to: string
}

/**
 * A router `<Link>` (a real `<a href>`) that loads its target page's chunk once the link is visible and the
 * browser is idle, skipped offline, on 2g and with data-saver (DESIGN §6). Used by the index and navigation
 * pages. The target's page is looked up in the route table of {@link RouteTableContext}, which the router
 * provides.
 *
 * @example
 * <PrefetchLink to="/teenager">青少年模式</PrefetchLink>
 */
export function PrefetchLink({ to, ...props }: PrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null)
  const table = useContext(RouteTableContext)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancelIdle: (() => void) | undefined
    const stopWatching = whenVisible(element, () => {
      cancelIdle = whenIdle(() => prefetchRoute(to, table))
    })
    return () => {
      stopWatching()
      cancelIdle?.()
    }
  }, [to, table])

  return <Link ref={ref} to={to} {...props} />
}
