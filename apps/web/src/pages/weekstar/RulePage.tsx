import document from '../../../content/weekstar/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /weekstar/rule: 周星规则, from apps/web/content/weekstar/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
