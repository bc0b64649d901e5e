import type { TeenBridge, TeenSwitchData } from '..'

type Reply = unknown | ((data: TeenSwitchData | undefined) => unknown)

/**
 * A hand-written bridge for the action tests: each op answers from a queue of scripted replies (a value
 * resolves, an `Error`-like object with `errcode` rejects), and every call is recorded.
 */
export function fakeBridge(replies: { teenagerSwitch?: Reply[]; teenagerCanUse?: Reply[] } = {}) {
  const calls: { op: string; data?: TeenSwitchData }[] = []
  const queues = { teenagerSwitch: [...(replies.teenagerSwitch ?? [])], teenagerCanUse: [...(replies.teenagerCanUse ?? [])] }
  const bridge: TeenBridge = {
    async call(op: 'teenagerSwitch' | 'teenagerCanUse', data?: TeenSwitchData) {
      calls.push(data === undefined ? { op } : { op, data })
      const next = queues[op].shift()
      const reply = typeof next === 'function' ? (next as (d?: TeenSwitchData) => unknown)(data) : next
      if (reply instanceof Rejection) throw reply.error
      return reply ?? {}
    },
  }
  return { bridge, calls }
}

/** A scripted rejection with the bridge's error shape. */
export class Rejection {
  constructor(readonly error: unknown) {}
}

export function nativeError(errcode: number, errmsg = ''): Rejection {
  return new Rejection(Object.assign(new Error(errmsg), { name: 'BridgeError', errcode, errmsg }))
}
