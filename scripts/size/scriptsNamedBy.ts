/**
 * The JS files an HTML file makes the browser load: its module script and its modulepreloads, those a
 * prerendered route keeps in a `<template>` for after its first paint included (apps/web/prerender/routeHtml.ts),
 * as paths without the leading slash.
 *
 * @example
 * scriptsNamedBy('<script type="module" src="/assets/index-A1.js"></script>') // ['assets/index-A1.js']
 */
export function scriptsNamedBy(html: string): string[] {
  return [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
}
