/**
 * The inline script right after a prerendered #root (see src/platform/prerenderedRoot.ts). Inline, so it
 * costs no request and runs before anything is painted; allowed by the page's CSP through its hash, which is
 * computed from this text (PRERENDER_SCRIPT_CSP_SOURCE below), so it is written as readable ES5 like
 * bootGuardScript.ts. Plain ES5 and the DOM only: it runs before any of the app's code.
 *
 * - Guard: it empties #root unless the prerender is this path's, with or without a trailing slash (a host
 *   answering an unknown path with index.html), so no other route's content is ever shown.
 * - Early taps: until the app has taken the page over, a button would do nothing and a link would leave the
 *   app (a full page load, losing what the app holds). So taps on the page's buttons and links are held, and
 *   the app replays the first one once the page is live (releaseEarlyTaps). Taps with a modifier key and links
 *   that open elsewhere (`target`, `download`) keep their own behaviour.
 * - Answering at once: the held control gets HELD_TAP_ATTRIBUTE in the same event, so the page's CSS shows the
 *   tap before the app runs (the 开 coin turns: pages/redpacket/OpenCoin.css).
 */
import { createHash } from 'node:crypto'
import { EARLY_TAPS_GLOBAL, HELD_TAP_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'

export const PRERENDER_SCRIPT = `(function () {
  var root = document.getElementById('root');
  if (!root) return;

  // isPrerenderedPath of src/platform/prerenderedRoot.ts: the path, or the path with a trailing slash.
  var prerenderedPath = root.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}');
  var path = location.pathname;
  if (path !== prerenderedPath && (prerenderedPath === '/' || path !== prerenderedPath + '/')) {
    root.textContent = '';
    return;
  }

  var taps = [];

  function hold(event) {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target instanceof Element && event.target.closest('button,a[href]:not([target]):not([download])');
    if (target && root.contains(target)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!taps.length) {
        taps.push(target);
        target.setAttribute('${HELD_TAP_ATTRIBUTE}', '');
      }
    }
  }

  document.addEventListener('click', hold, true);
  window.${EARLY_TAPS_GLOBAL} = {
    taps: taps,
    release: function () {
      document.removeEventListener('click', hold, true);
    }
  };
})();`

/** The CSP source that allows exactly {@link PRERENDER_SCRIPT}. */
export const PRERENDER_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PRERENDER_SCRIPT).digest('base64')}'`
