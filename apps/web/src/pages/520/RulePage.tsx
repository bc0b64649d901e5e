import document from '../../../content/520/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /520/rule: 520 活动规则, from apps/web/content/520/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
