/**
 * The inline script right after a prerendered #root (see src/platform/prerenderedRoot.ts). Inline, so it
 * costs no request and runs before anything is painted; allowed by the page's CSP through its hash.
 *
 * - Guard: it empties #root unless the prerender is this path's, with or without a trailing slash (a host
 *   answering an unknown path with index.html), so no other route's content is ever shown.
 * - Early taps: until the app has taken the page over, a button would do nothing and a link would leave the
 *   app (a full page load, losing what the app holds). So taps on the page's buttons and links are held, and
 *   the app replays the first one once the page is live (releaseEarlyTaps). Taps with a modifier key and links
 *   that open elsewhere (`target`, `download`) keep their own behaviour.
 */
import { createHash } from 'node:crypto'
import { EARLY_TAPS_GLOBAL, PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'

export const PRERENDER_SCRIPT = [
  '(function(){',
  'var r=document.getElementById("root");if(!r)return;',
  // isPrerenderedPath of src/platform/prerenderedRoot.ts: the path, or the path with a trailing slash.
  `var p=r.getAttribute("${PRERENDERED_PATH_ATTRIBUTE}"),l=location.pathname;`,
  'if(l!==p&&(p==="/"||l!==p+"/")){r.textContent="";return}',
  'var taps=[];',
  'function hold(e){if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;',
  'var t=e.target instanceof Element&&e.target.closest("button,a[href]:not([target]):not([download])");',
  'if(t&&r.contains(t)){e.preventDefault();e.stopImmediatePropagation();if(!taps.length)taps.push(t)}}',
  'document.addEventListener("click",hold,true);',
  `window.${EARLY_TAPS_GLOBAL}={taps:taps,release:function(){document.removeEventListener("click",hold,true)}}`,
  '})()',
].join('')

/** The CSP source that allows exactly {@link PRERENDER_SCRIPT}. */
export const PRERENDER_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PRERENDER_SCRIPT).digest('base64')}'`
