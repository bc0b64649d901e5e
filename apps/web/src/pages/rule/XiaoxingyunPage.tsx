import document from '../../../content/rule/xiaoxingyun.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/xiaoxingyun: 小幸运规则, from apps/web/content/rule/xiaoxingyun.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function XiaoxingyunPage() {
  return <RuleDocumentScreen document={document} />
}
