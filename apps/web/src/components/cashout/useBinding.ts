import { bindInApp, BenefitErrorCode, type BenefitState } from '@h5/benefit'
import { useState } from 'react'
import { appBridge } from '../../platform/appBridge'
import { showToast } from '../../state/overlays'

/** What a binding clears: the phone (native `gotoBindMobile`) or the WeChat account money goes to (`bindWeChat`). */
export type Binding = 'phone' | 'wechat'

const BOUND_TEXT: Record<Binding, string> = { phone: '手机号已绑定', wechat: '微信已绑定' }

export interface BindingView {
  /** Binds through native, then asks the server again and says how it went. */
  bind: (what: Binding) => Promise<void>
  /** Why the binding did not go through (not a cancel), or the server has not taken it yet; null otherwise. */
  problem: string | null
}

/**
 * A binding of the cash-out gates, from tap to the server's word: native binds (bindInApp), then the page asks the
 * server again (`reload`: the cash-out info) and says so: 微信已绑定 once the server has it, or that the result is
 * still being confirmed (the info loads again when the user comes back, `pageActive`). Closing native's panel
 * says nothing; any other failure is the problem to show.
 *
 * @example
 * const binding = useBinding(state, reload)
 * <button onClick={() => void binding.bind('wechat')}>去绑定微信</button>
 */
export function useBinding(state: BenefitState, reload: () => Promise<void>): BindingView {
  const [problem, setProblem] = useState<string | null>(null)
  async function bind(what: Binding) {
    setProblem(null)
    const bound = await bindInApp(state, appBridge, what)
    if (!bound.ok) {
      if (bound.error.code !== BenefitErrorCode.CANCELLED) setProblem(bound.error.message)
      return
    }
    await reload()
    const info = state.cashout
    const taken = what === 'wechat' ? info?.channel.bound : info?.phoneBound
    if (taken) showToast(BOUND_TEXT[what])
    else setProblem('绑定结果确认中，稍后回到本页会自动刷新')
  }
  return { bind, problem }
}
