import document from '../../../content/draw/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /draw/rule: 抽奖规则, from apps/web/content/draw/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
