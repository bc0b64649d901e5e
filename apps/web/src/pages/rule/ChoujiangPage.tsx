import document from '../../../content/rule/choujiang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/choujiang: 语音房抽奖规则 (the route table keeps the spec's name, 抽奖规则), from apps/web/content/rule/choujiang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function ChoujiangPage() {
  return <RuleDocumentScreen document={document} />
}
