import document from '../../../content/rule/shidainban.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/shidainban: 时代伴规则, from apps/web/content/rule/shidainban.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function ShidainbanPage() {
  return <RuleDocumentScreen document={document} />
}
