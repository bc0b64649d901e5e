import type {
  BridgeWindow,
  NativeFailure,
  OpData,
  OpName,
  OpResult,
  WebViewJavascriptBridge,
  WireCallback,
  WireHandler,
} from './types'

/** Where the installed fake puts its controller, for the dev console and e2e tests (and a production-bundle marker). */
export const FAKE_NATIVE_GLOBAL = '__h5FakeNative__'

/** How native answers one op: its result, or a failure in the wire shape (`{ errcode, errmsg }`). */
export type FakeHandler<K extends OpName> = (
  data: OpData<K>,
) => OpResult<K> | NativeFailure | Promise<OpResult<K> | NativeFailure>

export type FakeHandlers = { [K in OpName]?: FakeHandler<K> }

/** Misbehaviour to inject into one op's replies (the robustness cases of the bridge issue). */
export interface Fault {
  /** Answer after this many ms (a real timer, so fake timers control it). */
  delayMs?: number
  /** Never answer (an app that does not know the op, or lost the callback). */
  drop?: boolean
  /** Answer twice. */
  duplicate?: boolean
  /** Answer with a string that is not JSON. */
  malformed?: boolean
}

export interface FakeNativeOptions {
  /** Which native to be: iOS (marcuswestin/WebViewJavascriptBridge) or Android (lzyzsd/JsBridge). */
  platform: 'ios' | 'android'
  /** How each op is answered; an op without a handler is never answered, like an app too old to know it. */
  handlers?: FakeHandlers
  /** Per-op faults; change them later with `setFault`. */
  faults?: { [K in OpName]?: Fault }
  /**
   * How long native takes to provide the bridge once it can (iOS: after the page's `__bridge_loaded__` frame;
   * Android: after install). Default 0; `Infinity` = never (an app without the bridge: calls reject 999).
   */
  readyDelayMs?: number
  /** The one handler name native answers calls on. Default `callNative`. */
  channel?: string
}

/** One message native received on the call channel, as native parsed it. */
export interface ReceivedCall {
  op: string
  data: unknown
}

export interface FakeNative {
  readonly platform: 'ios' | 'android'
  /** Every call native received, in order. */
  readonly calls: readonly ReceivedCall[]
  /** Whether the bridge object has been provided to the page. */
  readonly ready: boolean
  setFault(op: OpName, fault: Fault | undefined): void
  /**
   * Native -> page: calls a handler the page registered (`onBackPressed`, `onPageActive`, `getShareInfo`) and
   * resolves with the page's answer as native parsed it; rejects when the page registered no such handler.
   */
  callPage(handlerName: string, data?: unknown): Promise<unknown>
  /** A native message addressed to no handler (Android: it reaches the page's `init` default handler). */
  sendUnaddressed(data?: unknown): void
  /** Takes the bridge off the window and stops every timer and observer. */
  uninstall(): void
}

const READY_FRAME = 'https://__bridge_loaded__'
const MALFORMED_REPLY = '{"errcode":0,"data":'

type FakeWindow = Window & typeof globalThis & BridgeWindow & { [FAKE_NATIVE_GLOBAL]?: FakeNative }

/**
 * A scriptable native side for unit tests, the dev server and e2e tests (never the production bundle),
 * speaking the real wire protocol of docs/native-contract.md:
 * - iOS: provides `window.WebViewJavascriptBridge` once the page appends the `https://__bridge_loaded__` frame,
 *   then runs and deletes `window.WVJBCallbacks`; replies arrive as JSON values.
 * - Android: provides the bridge and dispatches `WebViewJavascriptBridgeReady` (`event.bridge`); native
 *   messages wait for the page's `init()`; data and replies travel as JSON strings; a second `init` throws.
 * Payloads cross the wire as JSON, so what handlers get is what a real native would parse.
 *
 * @example
 * const native = installFakeNative(window, {
 *   platform: 'android',
 *   handlers: { getAppVersion: () => ({ version: '6.12.0' }) },
 *   faults: { getClipboard: { drop: true } },
 * })
 * await createBridge({ window }).call('getAppVersion') // { version: '6.12.0' }
 */
export function installFakeNative(window: Window, options: FakeNativeOptions): FakeNative {
  const win = window as FakeWindow
  const { platform, handlers = {}, readyDelayMs = 0, channel = 'callNative' } = options
  const android = platform === 'android'
  const faults: { [K in OpName]?: Fault } = { ...options.faults }
  const calls: ReceivedCall[] = []
  const pageHandlers = new Map<string, WireHandler>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let defaultHandler: WireHandler | undefined
  let initialised = false
  let ready = false
  let installed = true
  /** Android holds native -> page messages until the page calls init() (lzyzsd/JsBridge). */
  let heldMessages: (() => void)[] = []

  function later(run: () => void, ms: number) {
    if (!installed || ms === Infinity) return
    if (ms <= 0) {
      queueMicrotask(() => installed && run())
      return
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (installed) run()
    }, ms)
    timers.add(timer)
  }

  /** What crosses the wire: JSON text on Android, a JSON value on iOS. */
  const encode = (value: unknown) => (android ? JSON.stringify(value ?? {}) : JSON.parse(JSON.stringify(value ?? {})))
  const decode = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

  async function answer(message: { op: string; data: unknown }, respond: WireCallback) {
    const op = message.op as OpName
    const fault = faults[op] ?? {}
    const handler = handlers[op] as ((data: unknown) => unknown) | undefined
    if (fault.drop || !handler) return
    let reply: unknown
    try {
      reply = encode(await handler(message.data))
    } catch (error) {
      reply = encode({ errcode: 500, errmsg: error instanceof Error ? error.message : String(error) })
    }
    if (fault.malformed) reply = MALFORMED_REPLY
    later(() => {
      respond(reply)
      if (fault.duplicate) respond(reply)
    }, fault.delayMs ?? 0)
  }

  const jsBridge: WebViewJavascriptBridge = {
    callHandler(handlerName, data, callback) {
      // Both bridges send the message as JSON text: functions and undefined fields never reach native.
      const message = JSON.parse(JSON.stringify({ handlerName, data: data ?? null })) as {
        handlerName: string
        data: { op?: unknown; data?: unknown } | null
      }
      if (message.handlerName !== channel) return // WVJB: "No handler for message from JS"; no reply
      const received = { op: String(message.data?.op), data: message.data?.data }
      calls.push(received)
      if (callback) void answer(received, callback)
    },
    registerHandler(handlerName, handler) {
      pageHandlers.set(handlerName, handler)
    },
    ...(android && {
      init(handler?: WireHandler) {
        if (initialised) throw new Error('WebViewJavascriptBridge.init called twice')
        initialised = true
        defaultHandler = handler
        const held = heldMessages
        heldMessages = []
        for (const deliver of held) deliver()
      },
    }),
  }

  /** Delivers a native -> page message; Android holds it until init(). */
  function deliver(run: () => void) {
    if (android && !initialised) heldMessages.push(run)
    else later(run, 0)
  }

  function provide() {
    if (ready || !installed) return
    ready = true
    win.WebViewJavascriptBridge = jsBridge
    if (android) {
      const event = new win.Event('WebViewJavascriptBridgeReady') as Event & {
        bridge?: WebViewJavascriptBridge
      }
      event.bridge = jsBridge
      win.document.dispatchEvent(event)
      return
    }
    // marcuswestin/WebViewJavascriptBridge: run the callbacks the page queued, then delete the queue.
    const callbacks = win.WVJBCallbacks ?? []
    delete win.WVJBCallbacks
    for (const callback of callbacks) callback(jsBridge)
  }

  let observer: MutationObserver | undefined
  if (android) {
    later(provide, readyDelayMs)
  } else {
    const isReadyFrame = (node: Node) => (node as HTMLIFrameElement).src?.startsWith(READY_FRAME)
    const onFrame = () => later(provide, readyDelayMs)
    if ([...win.document.querySelectorAll('iframe')].some(isReadyFrame)) onFrame()
    else {
      observer = new win.MutationObserver((records) => {
        if (records.some((record) => [...record.addedNodes].some(isReadyFrame))) {
          observer?.disconnect()
          onFrame()
        }
      })
      observer.observe(win.document, { childList: true, subtree: true })
    }
  }

  const controller: FakeNative = {
    platform,
    calls,
    get ready() {
      return ready
    },
    setFault(op, fault) {
      faults[op] = fault
    },
    callPage(handlerName, data) {
      return new Promise((resolve, reject) => {
        const handler = pageHandlers.get(handlerName)
        if (!handler) return reject(new Error(`the page registered no handler ${handlerName}`))
        deliver(() => handler(encode(data), (reply) => resolve(decode(encode(reply)))))
      })
    },
    sendUnaddressed(data) {
      deliver(() => defaultHandler?.(encode(data), () => undefined))
    },
    uninstall() {
      installed = false
      observer?.disconnect()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      if (win.WebViewJavascriptBridge === jsBridge) delete win.WebViewJavascriptBridge
      if (win[FAKE_NATIVE_GLOBAL] === controller) delete win[FAKE_NATIVE_GLOBAL]
    },
  }
  win[FAKE_NATIVE_GLOBAL] = controller
  return controller
}
