/**
 * The inline script right after a prerendered #root: before the first paint it empties #root unless the
 * prerender is this path's (see src/platform/prerenderedRoot.ts). Inline, so it costs no request and runs
 * before anything is painted; allowed by the page's CSP through its hash.
 */
import { createHash } from 'node:crypto'
import { PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'

export const PRERENDER_GUARD = `(function(){var r=document.getElementById("root");if(r&&r.getAttribute("${PRERENDERED_PATH_ATTRIBUTE}")!==location.pathname)r.textContent=""})()`

/** The CSP source that allows exactly {@link PRERENDER_GUARD}. */
export const PRERENDER_GUARD_CSP_SOURCE = `'sha256-${createHash('sha256').update(PRERENDER_GUARD).digest('base64')}'`
