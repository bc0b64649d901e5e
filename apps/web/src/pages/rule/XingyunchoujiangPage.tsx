import document from '../../../content/rule/xingyunchoujiang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/xingyunchoujiang: 幸运抽奖规则, from apps/web/content/rule/xingyunchoujiang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function XingyunchoujiangPage() {
  return <RuleDocumentScreen document={document} />
}
