import type { SupportTopic } from '@h5/api'
import { createContentState, loadSupportChannel } from '@h5/content'
import { useRef, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Dialog } from './Dialog'
import { appApi } from '../platform/appApi'
import { appBridge } from '../platform/appBridge'
import { openServiceChannel } from '../platform/openServiceChannel'
import './SupportContact.css'

/** The category of the app's 我的 - 帮助与反馈 each topic belongs to: where the steps send the user. */
const HELP_CATEGORY: Readonly<Record<SupportTopic, string>> = { wallet: '充值与提现', identity: '账号与安全', general: '其他问题' }

/** Why the steps show instead of a chat. */
type StepsReason = 'outside' | 'none' | 'failed'

const STEPS_INTRO: Readonly<Record<StepsReason, string>> = {
  outside: '客服在 App 内，可按以下步骤联系：',
  none: '可按以下步骤联系在线客服：',
  failed: '客服入口暂时打不开，可按以下步骤联系：',
}

/** The steps to customer service from the app's own menu, which always work. */
function supportSteps(topic: SupportTopic, reason: StepsReason): string[] {
  return [
    ...(reason === 'outside' ? ['在手机上打开 App，登录你的账号。'] : []),
    `进入「我的 - 帮助与反馈」，选择「${HELP_CATEGORY[topic]}」。`,
    '点「在线客服」说明问题；问充值或提现时，附上记录里的订单号。',
  ]
}

export interface SupportContactProps {
  /** What the user needs help with: the server routes them by it (docs/openapi.yaml getSupportChannel). */
  topic: SupportTopic
  /** The link's words; 联系客服 when left out. */
  children?: ReactNode
  className?: string
}

/**
 * 联系客服 that goes somewhere. In the app, a tap asks the server which channel serves `topic`
 * (`loadSupportChannel`: one request for a double tap, asked once per page visit) and opens it: a chat with the
 * service account (native `gotoConversation`) or the help page (`openPage`). Outside the app, where neither
 * opens, with no channel named, or when it fails to open, a dialog gives the steps from the app's own menu.
 *
 * @example
 * <p>如有疑问请<SupportContact topic="wallet">联系在线客服</SupportContact>。</p>
 */
export function SupportContact({ topic, children = '联系客服', className }: SupportContactProps) {
  const [support] = useState(() => createContentState())
  const { status } = useSnapshot(support)
  const asking = status.support === 'loading'
  const [steps, setSteps] = useState<StepsReason | null>(null)

  // One contact at a time: a double tap would otherwise open the chat twice (the request itself is shared).
  const contacting = useRef(false)
  const contact = async () => {
    if (!appBridge.inApp) return setSteps('outside')
    if (contacting.current) return
    contacting.current = true
    const result = support.status.support === 'done' ? { ok: true as const, data: support.support } : await loadSupportChannel(support, appApi, topic)
    const channel = result.ok ? result.data : null
    if (channel) await openServiceChannel(channel).catch(() => setSteps('failed'))
    else setSteps(result.ok ? 'none' : 'failed')
    contacting.current = false
  }

  const close = () => setSteps(null)
  return (
    <>
      {/* Not the kit's Button: this one sits inside a sentence or a title bar, drawn as a link without a button's box. */}
      <button
        className={className ? `support-contact ${className}` : 'support-contact'}
        type="button"
        aria-busy={asking}
        onClick={() => void contact()}
      >
        {children}
      </button>
      <Dialog open={steps !== null} onClose={close} title="联系客服" actions={[{ label: '知道了', onClick: close, tone: 'primary' }]}>
        {steps ? (
          <>
            <p>{STEPS_INTRO[steps]}</p>
            <ol className="support-contact__steps" aria-label="联系客服的步骤">
              {supportSteps(topic, steps).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : null}
      </Dialog>
    </>
  )
}
