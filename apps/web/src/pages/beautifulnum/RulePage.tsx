import document from '../../../content/beautifulnum/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /beautifulnum/rule: 靓号规则, from apps/web/content/beautifulnum/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
