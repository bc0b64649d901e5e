import document from '../../../content/rule/jingxi.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/jingxi: 惊喜规则, from apps/web/content/rule/jingxi.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function JingxiPage() {
  return <RuleDocumentScreen document={document} />
}
