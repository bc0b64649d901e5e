import document from '../../../content/agreement/recharge.md'
import { DocumentScreen } from '../../components/document/DocumentScreen'

/** /agreement/recharge: 充值协议, from apps/web/content/agreement/recharge.md; an agreement: it changes only with a release and a new version. */
export default function RechargePage() {
  return <DocumentScreen document={document} />
}
