/**
 * One route's HTML file, made from the built index.html: the route's title; its CSS inlined (no
 * render-blocking stylesheet request before the first paint); modulepreloads for the app and the route's page
 * chunk, so they download with the entry instead of after it; and, when the route may be prerendered, its
 * first paint in #root with its inline script (prerenderScript.ts), allowed by the CSP through its hash. A prerendered
 * route keeps its modulepreloads in a `<template>` instead, for after its first paint (DEFERRED_PRELOADS_ID).
 *
 * Every file gets the boot guard (bootGuardScript.ts) in its head, before the entry module, with its CSP hash.
 *
 * Each inlined file also gets a `disabled` stylesheet link: a disabled stylesheet is neither fetched nor
 * applied (HTML, the link element), but Vite's preload helper sees the link and does not fetch the file again
 * when the app imports the chunk it belongs to.
 */
import { DEFERRED_PRELOADS_ID, PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'
import { BOOT_GUARD_SCRIPT, BOOT_GUARD_SCRIPT_CSP_SOURCE } from './bootGuardScript.ts'
import { PRERENDER_SCRIPT, PRERENDER_SCRIPT_CSP_SOURCE } from './prerenderScript.ts'

export interface RouteHtmlParts {
  /** Vite's built index.html. */
  template: string
  /** The route's Chinese title (the route table's, as the app sets it). */
  title: string
  /** The CSS files the route needs at first paint, as URLs and their text, in order. */
  css: readonly { href: string; text: string }[]
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
  const inlined = css.map(({ text }) => text).join('\n')
  if (inlined.includes('</style')) throw new Error('CSS cannot be inlined: it contains </style')
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
  html = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, '')
  const links = modulepreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
  const preloads = prerender
    ? `    <template id="${DEFERRED_PRELOADS_ID}">${links.join('')}</template>\n`
    : links.map((link) => `    ${link}\n`).join('')
  const present = css.map(({ href }) => `    <link rel="stylesheet" href="${escapeHtml(href)}" disabled>\n`).join('')
  html = replaceOnce(html, /[ \t]*<\/head>/, `${preloads}    <style>${inlined}</style>\n${present}  </head>`)
  // The boot guard goes before the entry module, so it listens before anything can fail to load.
  html = replaceOnce(html, '<script type="module"', `<script>${BOOT_GUARD_SCRIPT}</script>\n    <script type="module"`)
  html = replaceOnce(html, "script-src 'self'", `script-src 'self' ${BOOT_GUARD_SCRIPT_CSP_SOURCE}`)
  if (!prerender) return html
  html = replaceOnce(html, "script-src 'self'", `script-src 'self' ${PRERENDER_SCRIPT_CSP_SOURCE}`)
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(prerender.path)}">${prerender.html}</div>\n    <script>${PRERENDER_SCRIPT}</script>`,
  )
}
