import document from '../../../content/rule/qinmi.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/qinmi: 亲密度规则, from apps/web/content/rule/qinmi.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function QinmiPage() {
  return <RuleDocumentScreen document={document} />
}
