import document from '../../../content/hv/rule.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /hv/rule: 高能视频规则, from apps/web/content/hv/rule.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function RulePage() {
  return <RuleDocumentScreen document={document} />
}
