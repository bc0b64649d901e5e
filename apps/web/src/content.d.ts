/** A document of apps/web/content/, compiled at build time by contentPlugin.ts (docs/content.md). */
declare module '*.md' {
  import type { ContentDocument } from '@h5/content'
  const document: ContentDocument
  export default document
}

/** A document's page: the one content page (components/document/DocumentPage.tsx) bound to it, by contentPlugin.ts. */
declare module '*.md?page' {
  import type { ComponentType } from 'react'
  const page: ComponentType
  export default page
}

/** Every grouped document (the rules), for the rules index: contentPlugin.ts. */
declare module 'virtual:content-index' {
  const index: readonly { path: string; title: string; group: string }[]
  export default index
}
