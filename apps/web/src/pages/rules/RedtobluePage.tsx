import document from '../../../content/rules/redtoblue.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rules/redtoblue: 红钻兑换规则, from apps/web/content/rules/redtoblue.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RedtobluePage() {
  return <RuleDocumentScreen document={document} />
}
