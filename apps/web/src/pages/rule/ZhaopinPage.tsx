import document from '../../../content/rule/zhaopin.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/zhaopin: 招聘规则, from apps/web/content/rule/zhaopin.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function ZhaopinPage() {
  return <RuleDocumentScreen document={document} />
}
