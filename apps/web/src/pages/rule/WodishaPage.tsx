import document from '../../../content/rule/wodisha.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/wodisha: 卧底杀规则, from apps/web/content/rule/wodisha.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function WodishaPage() {
  return <RuleDocumentScreen document={document} />
}
