import document from '../../../content/wealth/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /wealth/rule: 财富等级规则, from apps/web/content/wealth/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
