import document from '../../../content/rule/hunliliucheng.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/hunliliucheng: 婚礼流程规则, from apps/web/content/rule/hunliliucheng.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function HunliliuchengPage() {
  return <RuleDocumentScreen document={document} />
}
