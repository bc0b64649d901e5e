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
 * - Answering at once: the pressed control gets HELD_TAP_ATTRIBUTE on the finger's touch (`pointerdown`), so the
 *   page's CSS shows the tap before the app runs (the 开 coin turns: pages/redpacket/OpenCoin.css). The click
 *   comes only after the finger lifts, a task or more later on a busy main thread; marking on the touch answers
 *   that much earlier (README "Performance"). Only the click is a tap, held and replayed: a press that becomes
 *   a scroll (`pointercancel`) or a long press (`contextmenu`) loses its mark and opens nothing.
 * - Keeping presses from the hydrating app: once hydration has begun, React listens on #root, and a press
 *   (`pointerdown`, `touchstart`, `mouseup`, … React's "discrete" events) on a page it has not finished
 *   hydrating makes it hydrate the whole page at once, in the press's own task: 80 ms at 4x CPU slowdown on
 *   /redpacket/open, in front of the frame that shows the coin turning (README "Performance"). Until the app
 *   releases the taps, those events stop at the document, where this script has already answered them; the
 *   app hears the tap when it replays the held click. A click on anything but a button or a link still goes
 *   through: the app handles it once hydrated, as before.
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
  // The control under a press not (yet) clicked, marked meanwhile.
  var pressed = null;

  // The page's own button or link an event is for, unless it keeps the browser's behaviour.
  function controlOf(event) {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
    var target = event.target instanceof Element && event.target.closest('button,a[href]:not([target]):not([download])');
    return target && root.contains(target) ? target : null;
  }

  function unpress() {
    if (pressed && taps.indexOf(pressed) < 0) pressed.removeAttribute('${HELD_TAP_ATTRIBUTE}');
    pressed = null;
  }

  function press(event) {
    if (taps.length) return;
    unpress();
    pressed = controlOf(event);
    if (pressed) pressed.setAttribute('${HELD_TAP_ATTRIBUTE}', '');
  }

  function hold(event) {
    var target = controlOf(event);
    if (target) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!taps.length) {
        unpress();
        taps.push(target);
        target.setAttribute('${HELD_TAP_ATTRIBUTE}', '');
      }
    }
  }

  // React's discrete events, less the click (held above) and the keyboard's (not a tap).
  var pressEvents = ['pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel',
    'mousedown', 'mouseup', 'contextmenu', 'auxclick', 'dblclick'];
  function keepFromApp(event) {
    if (event.target instanceof Node && root.contains(event.target)) event.stopPropagation();
  }

  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointercancel', unpress, true);
  document.addEventListener('contextmenu', unpress, true);
  document.addEventListener('click', hold, true);
  // Passive: a touch listener that is not makes every scroll wait for the main thread.
  pressEvents.forEach(function (type) {
    document.addEventListener(type, keepFromApp, { capture: true, passive: true });
  });
  window.${EARLY_TAPS_GLOBAL} = {
    taps: taps,
    release: function () {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointercancel', unpress, true);
      document.removeEventListener('contextmenu', unpress, true);
      document.removeEventListener('click', hold, true);
      pressEvents.forEach(function (type) {
        document.removeEventListener(type, keepFromApp, true);
      });
      unpress();
    }
  };
})();`

/** The CSP source that allows exactly {@link PRERENDER_SCRIPT}. */
export const PRERENDER_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(PRERENDER_SCRIPT).digest('base64')}'`
