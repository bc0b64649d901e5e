import { Navigate, useLocation } from 'react-router-dom'
import { PHONE_PATHS } from './oauthPaths'

/**
 * /oauth/phone, the phone pages' entry: links in the app's settings open it, and it shows
 * /oauth/phone/nav in its place (replacing the history entry, so 返回 leaves the phone pages in one step).
 * The query travels along.
 */
export default function PhonePage() {
  const { search } = useLocation()
  return <Navigate to={`${PHONE_PATHS.nav}${search}`} replace />
}
