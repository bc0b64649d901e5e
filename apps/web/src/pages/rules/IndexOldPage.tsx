import { Navigate, useLocation } from 'react-router-dom'

/** /rules/indexOld: the old address of the rules index; goes to /rules, keeping a hash and the query. */
export default function IndexOldPage() {
  const { search, hash } = useLocation()
  return <Navigate to={{ pathname: '/rules', search, hash }} replace />
}
