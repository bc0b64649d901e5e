import type { SupportTopic } from '@h5/api'
import { useRef, useState, type ReactNode } from 'react'
import { appBridge } from '../platform/appBridge'
import { onDemand, useOnDemandOverlay } from '../platform/onDemand'
import type { StepsReason } from './SupportSteps'
import './SupportContact.css'

/** The steps' dialog and the Modal layer: loaded when the steps are first shown. */
const stepsDialog = onDemand(() => import('./SupportSteps').then((module) => module.SupportSteps))

/** Asking the server for the channel and opening it (supportChannel.ts): loaded at the first tap. */
const supportChannel = onDemand(() => import('./supportChannel').then((module) => module.createSupportContact))

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
 * opens, with no channel named, or when it fails to open, a dialog gives the steps from the app's own menu
 * (SupportSteps.tsx). The asking and the steps load at the first tap, not with the page: a link on a recharge or
 * a cancellation page was 2 KB of its start-up JS (README "Performance"); if they cannot load, the steps say
 * the entry cannot open (or, when those cannot load either, a toast).
 *
 * @example
 * <p>如有疑问请<SupportContact topic="wallet">联系在线客服</SupportContact>。</p>
 */
export function SupportContact({ topic, children = '联系客服', className }: SupportContactProps) {
  // This visit's asking (one request, kept for the next tap), made at the first tap.
  const askAndOpen = useRef<((topic: SupportTopic) => Promise<StepsReason | null>) | null>(null)
  const [asking, setAsking] = useState(false)
  const [steps, setSteps] = useState<StepsReason | null>(null)

  // One contact at a time: a double tap would otherwise open the chat twice (the request itself is shared).
  const contacting = useRef(false)
  const contact = async () => {
    if (!appBridge.inApp) return setSteps('outside')
    if (contacting.current) return
    contacting.current = true
    setAsking(true)
    try {
      askAndOpen.current ??= (await supportChannel.load())()
      setSteps(await askAndOpen.current(topic))
    } catch {
      setSteps('failed')
    } finally {
      setAsking(false)
      contacting.current = false
    }
  }

  const close = () => setSteps(null)
  const SupportSteps = useOnDemandOverlay(stepsDialog, steps !== null, close)
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
      {SupportSteps ? <SupportSteps topic={topic} reason={steps} onClose={close} /> : null}
    </>
  )
}
