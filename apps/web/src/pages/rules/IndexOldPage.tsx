import { Navigate, useLocation } from 'react-router-dom'
import { RULES_INDEX_LINK } from '../../components/document/documentLinks'

/** /rules/indexOld: the old address of the rules index; goes to /rules, keeping a hash and the query. */
export default function IndexOldPage() {
  const { search, hash } = useLocation()
  return <Navigate to={{ pathname: RULES_INDEX_LINK, search, hash }} replace />
}
