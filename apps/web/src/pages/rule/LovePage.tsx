import document from '../../../content/rule/love.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/love: 恋爱规则, from apps/web/content/rule/love.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function LovePage() {
  return <RuleDocumentScreen document={document} />
}
