import { useContext, useEffect, useRef } from 'react'
import { Link, type LinkProps } from 'react-router-dom'
import { afterStartup } from './afterStartup'
import { prefetchRoute } from './prefetchRoute'
import { RouteTableContext } from './RouteTableContext'
import { whenVisible } from './whenVisible'

export interface PrefetchLinkProps extends Omit<LinkProps, 'to'> {
  /** An app path such as `/test/comp` or `/redpacket/open?redpacketID=rp_1`. */
  to: string
}

/**
 * A router `<Link>` (a real `<a href>`) that loads its target page's chunk once the link is visible and the
 * browser is idle after start-up ({@link afterStartup}), skipped offline, on 2g and with data-saver (canPrefetch.ts);
 * a finger on the link loads it at once, ahead of the tap's click. Used by the index and navigation pages.
 * The target's page is looked up in the route table of {@link RouteTableContext}, which the router provides.
 *
 * Why not during start-up: on `/` loading the two linked pages (their chunks, axios, their CSS) was a third of
 * the main thread's work after the first paint (README "Performance"), all of it while the app itself starts.
 *
 * @example
 * <PrefetchLink to="/teenager">青少年模式</PrefetchLink>
 */
export function PrefetchLink({ to, onPointerDown, ...props }: PrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null)
  const table = useContext(RouteTableContext)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancel: (() => void) | undefined
    const stopWatching = whenVisible(element, () => {
      cancel = afterStartup(() => prefetchRoute(to, table))
    })
    return () => {
      stopWatching()
      cancel?.()
    }
  }, [to, table])

  return (
    <Link
      ref={ref}
      to={to}
      onPointerDown={(event) => {
        prefetchRoute(to, table)
        onPointerDown?.(event)
      }}
      {...props}
    />
  )
}
