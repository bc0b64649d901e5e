/**
 * `@h5/content/compile`: the build-time half, for Node only (apps/web/contentPlugin.ts). The Markdown parser
 * lives behind this entry so that nothing the app imports from `@h5/content` pulls it into a phone's bundle
 * (apps/web/e2e/productionBundle.spec.ts checks the build).
 */
export { compileMarkdown } from './compileMarkdown.ts'
export { MalformedSourceError, type SourcePlace } from './MalformedSourceError.ts'
export { readFrontMatter, type FrontMatter, type SplitSource } from './readFrontMatter.ts'
