import type { ContentDocument } from '@h5/content'
import type { ComponentType } from 'react'
import { DocumentScreen } from './DocumentScreen'
import { RuleDocumentScreen } from './RuleDocumentScreen'

/** An agreement (apps/web/content/agreement/): it changes only with a release and a new version, which users accept. */
const isAgreement = (document: ContentDocument) => document.id.startsWith('agreement/')

/**
 * The page of a document route (docs/content.md, "A document's page"): every agreement and rule the app carries
 * is this page over its compiled file. A route's page list names the document (`content/<path>.md?page`), and
 * contentPlugin.ts makes that import this page bound to the document, so no route needs a module of its own.
 * An agreement is shown as written (DocumentScreen.tsx); a rule may be overridden by the server
 * (RuleDocumentScreen.tsx).
 *
 * @example
 * // What `import('../../../content/rule/huoli.md?page')` is:
 * import huoli from '../../../content/rule/huoli.md'
 * export default documentPage(huoli)
 */
export function documentPage(document: ContentDocument): ComponentType {
  const Screen = isAgreement(document) ? DocumentScreen : RuleDocumentScreen
  return function DocumentPage() {
    return <Screen document={document} />
  }
}
