import document from '../../../content/agreement/privacy.md'
import { DocumentScreen } from '../../components/document/DocumentScreen'

/** /agreement/privacy: 隐私政策, from apps/web/content/agreement/privacy.md; an agreement: it changes only with a release and a new version. */
export default function PrivacyPage() {
  return <DocumentScreen document={document} />
}
