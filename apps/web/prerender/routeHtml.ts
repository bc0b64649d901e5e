/**
 * One route's HTML file, made from the built index.html: the route's title; its CSS inlined (no
 * render-blocking stylesheet request before the first paint); modulepreloads for its page chunk, so the page
 * downloads with the entry instead of after it; and, when the route may be prerendered, its first paint in
 * #root with the guard script, allowed by the CSP through the guard's hash.
 */
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'
import { PRERENDER_GUARD, PRERENDER_GUARD_CSP_SOURCE } from './prerenderGuard.ts'

export interface RouteHtmlParts {
  /** Vite's built index.html. */
  template: string
  /** The route's Chinese title (the route table's, as the app sets it). */
  title: string
  /** The CSS of the entry and the route's page, in order; replaces the template's stylesheet links. */
  css: string
  /** Extra JS the route needs: its page chunk and that chunk's imports, as URLs. */
  modulepreloads: readonly string[]
  /** The route's path and first paint, when it is prerendered. */
  prerender?: { path: string; html: string }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `template` with `pattern` replaced once; throws if the template lacks it (a changed index.html). */
function replaceOnce(template: string, pattern: RegExp | string, replacement: string): string {
  const found = typeof pattern === 'string' ? template.includes(pattern) : pattern.test(template)
  if (!found) throw new Error(`index.html has no ${String(pattern)}`)
  return template.replace(pattern, () => replacement)
}

export function routeHtml({ template, title, css, modulepreloads, prerender }: RouteHtmlParts): string {
  if (css.includes('</style')) throw new Error('CSS cannot be inlined: it contains </style')
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
  html = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, '')
  const preloads = modulepreloads.map((href) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`).join('')
  html = replaceOnce(html, /[ \t]*<\/head>/, `${preloads}    <style>${css}</style>\n  </head>`)
  if (!prerender) return html
  html = replaceOnce(html, "script-src 'self'", `script-src 'self' ${PRERENDER_GUARD_CSP_SOURCE}`)
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(prerender.path)}">${prerender.html}</div>\n    <script>${PRERENDER_GUARD}</script>`,
  )
}
