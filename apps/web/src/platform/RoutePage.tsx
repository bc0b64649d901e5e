import { useLocation, useParams } from 'react-router-dom'
import { passesValidityCheck } from '../routes/passesValidityCheck'
import type { RouteEntry } from '../routes/routeTypes'
import { lazyPageFor } from './lazyPageFor'
import { ErrorPage } from './ui/ErrorPage'
import { PlannedPage } from './ui/PlannedPage'
import { useDocumentTitle } from './useDocumentTitle'
import { useRouteTitle } from './useRouteTitle'

/**
 * What a route of the table renders (docs/architecture.md, "How the app starts"): the 404 page when its validity
 * check fails, else its page — the lazily loaded one of a `ready` entry ({@link lazyPageFor}), the planned page
 * (`该页面暂未开放`) otherwise — with its title as the document title ({@link useRouteTitle}).
 *
 * @example
 * <RoutePage entry={entry} />
 */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  const params = useParams()
  const { search } = useLocation()
  const valid = passesValidityCheck(entry, params, search)
  const title = useRouteTitle(entry)
  // The 404 page sets its own title.
  useDocumentTitle(valid ? title : undefined)
  if (!valid) return <ErrorPage status={404} />
  const page = lazyPageFor(entry)
  return page ? <page.Component /> : <PlannedPage title={title ?? ''} />
}
