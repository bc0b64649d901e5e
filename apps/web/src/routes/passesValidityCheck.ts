import type { Params } from 'react-router-dom'
import type { RouteEntry } from './routeTypes'

/**
 * Whether a route's page may render at this address (the route table's `validate`): its validity check, with the path params and
 * the query string, or true for a route without one. False shows the 404 page.
 *
 * @example
 * passesValidityCheck(linksEntry, { id: 'bad id' }, '') // false
 */
export function passesValidityCheck(entry: RouteEntry, params: Params, search: string): boolean {
  return entry.validate?.(params, new URLSearchParams(search)) ?? true
}
