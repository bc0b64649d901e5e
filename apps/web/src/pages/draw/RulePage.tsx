import document from '../../../content/draw/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /draw/rule: 活动抽奖规则 (the route table keeps the spec's name, 抽奖规则), from apps/web/content/draw/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
