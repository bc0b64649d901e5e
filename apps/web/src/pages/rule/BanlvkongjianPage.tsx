import document from '../../../content/rule/banlvkongjian.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/banlvkongjian: 伴侣空间规则, from apps/web/content/rule/banlvkongjian.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function BanlvkongjianPage() {
  return <RuleDocumentScreen document={document} />
}
