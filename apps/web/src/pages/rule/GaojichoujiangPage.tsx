import document from '../../../content/rule/gaojichoujiang.md'
import { RuleDocumentScreen } from '../../components/document/RuleDocumentScreen'

/** /rule/gaojichoujiang: 高级抽奖规则, from apps/web/content/rule/gaojichoujiang.md; the server may override it (components/document/RuleDocumentScreen.tsx). */
export default function GaojichoujiangPage() {
  return <RuleDocumentScreen document={document} />
}
