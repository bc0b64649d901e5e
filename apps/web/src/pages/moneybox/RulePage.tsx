import document from '../../../content/moneybox/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /moneybox/rule: 存钱罐规则, from apps/web/content/moneybox/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
