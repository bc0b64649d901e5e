import { useContext } from 'react'
import { findRouteEntry } from '../../platform/findRouteEntry'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { RouteTableContext } from '../../platform/RouteTableContext'
import '../../styles/listCard.css'
import './NavList.css'

export interface NavItem {
  to: string
  label: string
  /** One line under the label. */
  note?: string
  /** Open as a new page load, not a route change (dev scenarios that seed the fake native at start-up). */
  reload?: boolean
}

/**
 * A titled group of navigation rows (the index page, the dev scenario list): each row a prefetching link;
 * a target that is still `planned` in the route table says `即将开放`, so nothing looks finished that is not.
 */
export function NavList({ title, items }: { title: string; items: readonly NavItem[] }) {
  const table = useContext(RouteTableContext)
  return (
    <section className="nav-list" aria-label={title}>
      <h2 className="nav-list__title">{title}</h2>
      <ul className="list-card">
        {items.map(({ to, label, note, reload }) => {
          const planned = findRouteEntry(new URL(to, 'https://app.invalid').pathname, table)?.status !== 'ready'
          const content = (
            <>
              <span className="list-card__text">
                <span className="nav-list__label">{label}</span>
                {note ? <span className="nav-list__note">{note}</span> : null}
              </span>
              {planned ? <span className="list-card__badge">即将开放</span> : null}
            </>
          )
          return (
            <li key={to}>
              {reload ? (
                <a className="nav-list__link" href={to}>
                  {content}
                </a>
              ) : (
                <PrefetchLink className="nav-list__link" to={to}>
                  {content}
                </PrefetchLink>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
