import document from '../../../content/rule/huoli.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/huoli: 活力值规则, from apps/web/content/rule/huoli.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function HuoliPage() {
  return <RuleDocumentScreen document={document} />
}
