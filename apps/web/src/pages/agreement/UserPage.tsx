import document from '../../../content/agreement/user.md'
import { DocumentScreen } from '../../components/document/DocumentScreen'

/** /agreement/user: 用户协议, from apps/web/content/agreement/user.md; an agreement: it changes only with a release and a new version. */
export default function UserPage() {
  return <DocumentScreen document={document} />
}
