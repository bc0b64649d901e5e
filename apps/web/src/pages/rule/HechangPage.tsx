import document from '../../../content/rule/hechang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/hechang: 合唱规则, from apps/web/content/rule/hechang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function HechangPage() {
  return <RuleDocumentScreen document={document} />
}
