import document from '../../../content/rule/lovers.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/lovers: 情侣规则, from apps/web/content/rule/lovers.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function LoversPage() {
  return <RuleDocumentScreen document={document} />
}
