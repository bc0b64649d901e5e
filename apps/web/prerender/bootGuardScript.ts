/**
 * The boot guard (src/platform/bootGuard.ts): an inline classic script in the head of every HTML file the build
 * writes, before the entry module, so it runs whatever else fails to load. Inline, so it costs no request;
 * allowed by the page's CSP through its hash. Plain ES5 and the DOM only: it runs where the app could not.
 *
 * - It listens (capture phase: load errors do not bubble) for the entry `<script type="module">` failing to
 *   load, and for Vite's `vite:preloadError` before the app has started; the app's main.tsx calls `fail()` for
 *   everything after the entry.
 * - The retry screen replaces #root (a blank page, or a prerendered one whose buttons cannot work) with 页面加载失败
 *   and 重新加载. Offline it says so and keeps 重新加载 disabled until the network is back: a reload while
 *   offline would show the web view's own error page.
 * - Taps the prerendered page held for the app (prerenderScript.ts) are let go, and lose the mark that showed
 *   them (HELD_TAP_ATTRIBUTE): a held link then navigates, as a plain link does.
 */
import { createHash } from 'node:crypto'
import { BOOT_GUARD_GLOBAL } from '../src/platform/bootGuard.ts'
import { EARLY_TAPS_GLOBAL, HELD_TAP_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../src/platform/prerenderedRoot.ts'

export const BOOT_GUARD_SCRIPT = `(function () {
  var started = false;
  var shown = false;

  function releaseHeldTaps() {
    var held = window.${EARLY_TAPS_GLOBAL};
    if (!held) return;
    delete window.${EARLY_TAPS_GLOBAL};
    held.release();
    for (var i = 0; i < held.taps.length; i++) {
      held.taps[i].removeAttribute('${HELD_TAP_ATTRIBUTE}');
      if (held.taps[i].tagName === 'A') held.taps[i].click();
    }
  }

  function element(tag, style, text) {
    var node = document.createElement(tag);
    node.style.cssText = style;
    if (text) node.textContent = text;
    return node;
  }

  function render() {
    var root = document.getElementById('root') || document.body;
    root.removeAttribute('${PRERENDERED_PATH_ATTRIBUTE}');
    root.textContent = '';
    var screen = element('main', 'display:flex;flex-direction:column;align-items:center;padding:18vh 24px 32px;text-align:center;font-family:system-ui,-apple-system,sans-serif;color:#1f1f1f');
    screen.setAttribute('role', 'alert');
    screen.className = 'boot-failure';
    var title = element('h1', 'margin:0 0 8px;font-size:20px;font-weight:600', '页面加载失败');
    var message = element('p', 'margin:0 0 24px;font-size:14px;line-height:1.6;color:#666');
    var retry = element('button', 'min-width:200px;min-height:44px;padding:0 24px;border:0;border-radius:22px;background:#d92648;color:#fff;font-size:16px');
    retry.type = 'button';
    function update() {
      var online = navigator.onLine !== false;
      message.textContent = online ? '网络不稳定或页面已更新，请重新加载' : '网络连接已断开，连接网络后可重新加载';
      retry.textContent = online ? '重新加载' : '等待网络恢复…';
      retry.disabled = !online;
      retry.style.opacity = online ? '1' : '0.5';
    }
    retry.addEventListener('click', function () {
      if (navigator.onLine !== false) location.reload();
    });
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    screen.appendChild(title);
    screen.appendChild(message);
    screen.appendChild(retry);
    root.appendChild(screen);
  }

  function fail() {
    if (started || shown) return;
    shown = true;
    releaseHeldTaps();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
    else render();
  }

  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target.tagName === 'SCRIPT' && target.type === 'module') fail();
  }, true);
  window.addEventListener('vite:preloadError', function () {
    if (!started) fail();
  });
  window.${BOOT_GUARD_GLOBAL} = {
    fail: fail,
    started: function () {
      started = true;
    }
  };
})();`

/** The CSP source that allows exactly {@link BOOT_GUARD_SCRIPT}. */
export const BOOT_GUARD_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_GUARD_SCRIPT).digest('base64')}'`
