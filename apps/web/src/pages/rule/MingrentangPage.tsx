import document from '../../../content/rule/mingrentang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/mingrentang: 名人堂规则, from apps/web/content/rule/mingrentang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function MingrentangPage() {
  return <RuleDocumentScreen document={document} />
}
