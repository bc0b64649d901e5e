import document from '../../../content/rule/poprule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/poprule: 弹窗规则, from apps/web/content/rule/poprule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function PoprulePage() {
  return <RuleDocumentScreen document={document} />
}
