import { BridgeError } from './BridgeError'
import { BridgeErrcode } from './BridgeErrcode'
import { checkUrlFields } from './checkUrlFields'
import { QUICK_OPS, SHARE_URL_FIELDS, URL_FIELDS } from './ops'
import { readReply } from './readReply'
import type {
  Bridge,
  BridgeDiagnostic,
  BridgeEventName,
  BridgeEvents,
  BridgeOptions,
  BridgeWindow,
  CallOptions,
  OpName,
  Platform,
  ShareInfo,
  UrlPolicy,
  WebViewJavascriptBridge,
  WireCallback,
} from './types'
import { createWebFallback, type WebFallback } from './webFallback'

/**
 * The handlers the SDK registers for native -> page calls (docs/native-contract.md, "Native -> page"), and the
 * page event each one raises.
 */
const NATIVE_HANDLERS: Readonly<Record<string, BridgeEventName>> = {
  onBackPressed: 'backPressed',
  onPageActive: 'pageActive',
  getShareInfo: 'shareInfo',
}

/** A call waiting for the bridge: sent once it is ready, failed if it never comes. */
interface QueuedCall {
  send(): void
  fail(): void
}

/** How a call ended; a reply to a call that is no longer `PENDING` is dropped and reported. */
const PENDING = 0
const ANSWERED = 1
const GAVE_UP = 2

type Json = Record<string, unknown>

/**
 * Creates a bridge to the native app over the WebViewJavascriptBridge protocol (docs/native-contract.md). Reading
 * `platform`/`inApp` detects the environment; the first call or `on` also starts, inside the app, the
 * bootstrap (iOS: `WVJBCallbacks` and the `https://__bridge_loaded__` frame; Android: the
 * `WebViewJavascriptBridgeReady` event), queues calls until the bridge is there and registers the native ->
 * page handlers. Outside the app calls use their web fallback or reject 998. Creating one is side-effect free.
 *
 * @example
 * const bridge = createBridge({ window, webToast: showToast, onDiagnostic: (d) => console.warn(d.kind, d.op) })
 * const user = await bridge.call('getCurrentUserInfo')
 */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const {
    channel = 'callNative',
    readyTimeoutMs = 5000,
    frameRemoveMs = 1000,
    queryTimeoutMs = 5000,
    trustedHosts = [],
    appLinks,
    onDiagnostic,
  } = options
  let detected = false
  let started = false
  let win: (Window & BridgeWindow) | undefined
  let inApp = false
  let platform: Platform = 'web'
  let web: WebFallback
  let urlPolicy: UrlPolicy = {}
  const listeners: { [E in BridgeEventName]: Set<BridgeEvents[E]> } = {
    backPressed: new Set(),
    pageActive: new Set(),
    shareInfo: new Set(),
  }
  const queue: QueuedCall[] = []
  let native: WebViewJavascriptBridge | undefined
  let gaveUpWaiting = false
  let readyTimer: ReturnType<typeof setTimeout> | undefined

  /** Diagnostics must never break the page, even when the hook throws. */
  function report(kind: BridgeDiagnostic['kind'], op?: OpName, event?: BridgeEventName) {
    try {
      onDiagnostic?.({ kind, op, event })
    } catch {
      // The hook is the app's; a failing hook must not turn a dropped message into a crash.
    }
  }

  function onReadyEvent(event: Event) {
    ready((event as Event & { bridge?: WebViewJavascriptBridge }).bridge ?? win?.WebViewJavascriptBridge)
  }

  /** Runs inside native's own callbacks (WVJBCallbacks, the ready event): it must never throw into them. */
  function ready(candidate: WebViewJavascriptBridge | undefined) {
    if (native || typeof candidate?.callHandler !== 'function') return
    native = candidate
    clearTimeout(readyTimer)
    win?.document.removeEventListener('WebViewJavascriptBridgeReady', onReadyEvent)
    try {
      // lzyzsd/JsBridge delivers nothing to the page before init(); a second init (another SDK copy) throws.
      candidate.init?.((_data, respond) => {
        report('unknown-message')
        respond?.({ errcode: 404 })
      })
    } catch {
      // Already initialised by someone else: their default handler stays, ours is not needed.
    }
    try {
      for (const name in NATIVE_HANDLERS) {
        candidate.registerHandler(name, (_data, respond) => void answerNative(NATIVE_HANDLERS[name]!, respond))
      }
    } catch {
      report('send-failed')
    }
    for (const call of queue.splice(0)) call.send()
  }

  function giveUpWaiting() {
    gaveUpWaiting = true
    report('not-ready')
    for (const call of queue.splice(0)) call.fail()
  }

  /**
   * Native -> page (docs/native-contract.md, "Native -> page"): runs the page's handlers and answers native; a
   * failing handler is reported.
   */
  async function answerNative(event: BridgeEventName, respond: WireCallback | undefined) {
    const handlers = [...listeners[event]]
    const fail = () => {
      report('handler-error', undefined, event)
      return { errcode: 500 }
    }
    let reply: unknown
    if (event === 'shareInfo') {
      const latest = handlers.pop() as BridgeEvents['shareInfo'] | undefined
      const info: Partial<ShareInfo> | undefined = latest && (await Promise.resolve().then(latest).catch(() => undefined))
      const card = info && { title: info.title ?? '', desc: info.desc ?? '', link: info.link, imgUrl: info.imgUrl ?? '' }
      reply = !latest ? { errcode: 404 } : ((card && checkUrlFields(card, SHARE_URL_FIELDS, urlPolicy)) ?? fail())
    } else {
      // Every listener runs even when one throws or rejects; native learns whether the page took the event.
      for (const handler of handlers as (() => unknown)[]) Promise.resolve().then(handler).catch(fail)
      reply = { handled: handlers.length > 0 }
    }
    try {
      respond?.(reply)
    } catch {
      report('send-failed', undefined, event)
    }
  }

  function call(op: OpName, payload?: unknown, { timeoutMs, signal }: CallOptions = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let data = (payload ?? {}) as Json
      const urlFields = URL_FIELDS[op]
      if (signal?.aborted) return reject(new BridgeError(BridgeErrcode.CANCELLED))
      if (urlFields) {
        const checked = checkUrlFields(data, urlFields, urlPolicy)
        if (!checked) return reject(new BridgeError(BridgeErrcode.UNSAFE_URL))
        data = checked
      }
      if (platform === 'ios' && op === 'checkAudioPerm') return resolve({ granted: true })

      let state = PENDING
      let timer: ReturnType<typeof setTimeout> | undefined
      const queued: QueuedCall = { send, fail: () => settle(GAVE_UP, new BridgeError(BridgeErrcode.OUTDATED_APP)) }
      const onAbort = () => settle(GAVE_UP, new BridgeError(BridgeErrcode.CANCELLED))

      /** The one way a call ends: its timer, abort listener and queue slot go with it. */
      function settle(next: number, error?: BridgeError, value?: unknown) {
        if (state !== PENDING) return
        state = next
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        const index = queue.indexOf(queued)
        if (index >= 0) queue.splice(index, 1)
        if (error) reject(error)
        else resolve(value)
      }

      function onReply(raw: unknown) {
        if (state !== PENDING) return report(state === ANSWERED ? 'duplicate-reply' : 'late-reply', op)
        const reply = readReply(raw)
        if (reply === undefined) {
          report('malformed-reply', op)
          settle(ANSWERED, new BridgeError(BridgeErrcode.BAD_REPLY))
        } else if (reply instanceof BridgeError) settle(ANSWERED, reply)
        else settle(ANSWERED, undefined, reply)
      }

      function send() {
        if (!inApp) {
          web(op, data).then((value) => settle(ANSWERED, undefined, value), (error: BridgeError) => settle(ANSWERED, error))
          return
        }
        try {
          native!.callHandler(channel, { op, data }, onReply)
        } catch {
          report('send-failed', op)
          settle(GAVE_UP, new BridgeError(BridgeErrcode.OUTDATED_APP))
        }
      }

      signal?.addEventListener('abort', onAbort)
      const deadline = timeoutMs ?? (inApp && QUICK_OPS.includes(op) ? queryTimeoutMs : Infinity)
      if (deadline < Infinity) {
        timer = setTimeout(() => {
          report('timeout', op)
          settle(GAVE_UP, new BridgeError(BridgeErrcode.OUTDATED_APP))
        }, deadline)
      }
      if (!inApp || native) send()
      else if (gaveUpWaiting) queued.fail()
      else queue.push(queued)
    })
  }

  /**
   * Looks at the environment on first use, not at creation: creating a bridge touches no window (SSR, module
   * top level), and a dev or test native installed after the import still counts.
   */
  function detect() {
    if (detected) return
    detected = true
    win = (options.window ?? (typeof window === 'undefined' ? undefined : window)) as typeof win
    const userAgent = win?.navigator?.userAgent ?? ''
    inApp = /\bpid\//.test(userAgent) || !!win?.WebViewJavascriptBridge
    // Only iOS skips a native round trip (checkAudioPerm), so an in-app UA naming neither OS asks native.
    platform = !inApp ? 'web' : /android/i.test(userAgent) ? 'android' : 'ios'
    web = createWebFallback(win, options.webToast)
    // The page's own host and origin are always trusted: the page already runs with the bridge.
    urlPolicy = { trustedHosts: [win?.location?.hostname ?? '', ...trustedHosts], pageOrigin: win?.location?.origin, appLinks }
  }

  /**
   * Starts the bootstrap on the first call or `on`. Reading `platform` or `inApp` only detects: a page may ask
   * where it runs while it renders (the build renders pages in Node to prerender them), and that must
   * not append the iOS frame or start the ready timer.
   */
  function start() {
    detect()
    if (started) return
    started = true
    if (!win || !inApp) return
    ready(win.WebViewJavascriptBridge)
    if (!native) {
      readyTimer = setTimeout(giveUpWaiting, readyTimeoutMs)
      // Android announces the bridge with this event; listening on every platform costs nothing.
      win.document.addEventListener('WebViewJavascriptBridgeReady', onReadyEvent)
      if (platform === 'ios') {
        ;(win.WVJBCallbacks ??= []).push(ready)
        const frame = win.document.createElement('iframe')
        frame.style.display = 'none'
        frame.src = 'https://__bridge_loaded__'
        win.document.documentElement.appendChild(frame)
        setTimeout(() => frame.remove(), frameRemoveMs)
      }
    }
  }

  return {
    call: ((op: OpName, data?: unknown, callOptions?: CallOptions) => {
      start()
      return call(op, data, callOptions)
    }) as Bridge['call'],
    on(event, handler) {
      start()
      const set = listeners[event] as Set<typeof handler>
      set.add(handler)
      return () => void set.delete(handler)
    },
    get platform() {
      detect()
      return platform
    },
    get inApp() {
      detect()
      return inApp
    },
  }
}
