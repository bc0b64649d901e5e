import document from '../../../content/rules/redtocash.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rules/redtocash: 红钻提现规则, from apps/web/content/rules/redtocash.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RedtocashPage() {
  return <RuleDocumentScreen document={document} />
}
