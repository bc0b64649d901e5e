import { loadRuleDocument, type ContentDocument } from '@h5/content'
import { useEffect, useState } from 'react'
import { appApi } from '../../platform/appApi'
import { DocumentScreen } from './DocumentScreen'
import { reportSkippedBlocks } from './reportSkippedBlocks'

/**
 * A rule the app carries (apps/web/content/), which the server may override without a release: the page paints
 * the compiled rule at once (it is prerendered), then asks GET /v1/content/rule with the rule's id
 * (`rule/choujiang`) and shows the server's version when there is one. No override (errno 8370101) or a failed
 * request keeps the app's own text, which is a valid rule: the reader is not shown an error.
 *
 * @example
 * import huoli from '../../../content/rule/huoli.md'
 * export default function HuoliPage() { return <RuleDocumentScreen document={huoli} /> }
 */
export function RuleDocumentScreen({ document }: { document: ContentDocument }) {
  const [override, setOverride] = useState<ContentDocument | null>(null)
  useEffect(() => {
    let current = true
    void loadRuleDocument(appApi, document.id).then((result) => {
      if (!current) return
      // No override, or no answer: the app's own text stands, and the reader sees no error.
      if (!result.ok) return
      reportSkippedBlocks(document.id, result.data.skipped)
      setOverride(result.data.document)
    })
    return () => {
      current = false
    }
  }, [document.id])
  return <DocumentScreen document={override ?? document} />
}
