import { isRouteErrorResponse } from 'react-router-dom'

/**
 * The status a route error is shown with (spec §8): the status of a thrown response (a failed validity check
 * throws 404), else 500.
 */
export function routeErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status <= 599 ? error.status : 500
}
