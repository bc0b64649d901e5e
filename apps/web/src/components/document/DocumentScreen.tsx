import type { ContentDocument } from '@h5/content'
import { TitleBar } from '../TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { DocumentView } from './DocumentView'

/**
 * A page that is one document: the title bar (back, the document's title) and the document. An agreement page
 * is this over its compiled file; a rule page is RuleDocumentScreen.tsx, which also asks the server for an
 * override.
 *
 * @example
 * import user from '../../../content/agreement/user.md'
 * export default function UserPage() { return <DocumentScreen document={user} /> }
 */
export function DocumentScreen({ document }: { document: ContentDocument }) {
  const goBack = useGoBack()
  return (
    <>
      <TitleBar title={document.title} onBack={goBack} />
      <DocumentView document={document} titled={false} />
    </>
  )
}
