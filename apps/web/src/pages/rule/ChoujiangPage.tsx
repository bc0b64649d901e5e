import document from '../../../content/rule/choujiang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/choujiang: 抽奖规则, from apps/web/content/rule/choujiang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function ChoujiangPage() {
  return <RuleDocumentScreen document={document} />
}
