import document from '../../../content/rule/dingzhiliwu.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/dingzhiliwu: 定制礼物规则, from apps/web/content/rule/dingzhiliwu.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function DingzhiliwuPage() {
  return <RuleDocumentScreen document={document} />
}
