import type { SupportTopic } from '@h5/api'
import { Dialog } from './Dialog'
import './SupportContact.css'

/** The category of the app's 我的 - 帮助与反馈 each topic belongs to: where the steps send the user. */
const HELP_CATEGORY: Readonly<Record<SupportTopic, string>> = { wallet: '充值与提现', identity: '账号与安全', general: '其他问题' }

/** Why the steps show instead of a chat. */
export type StepsReason = 'outside' | 'none' | 'failed'

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

/**
 * The steps to customer service from the app's own menu, in a dialog: what SupportContact.tsx shows when no chat
 * opens (outside the app, no channel named, a channel that fails to open). SupportContact loads this module, and
 * the Modal layer with it, when the steps are first shown. `reason` null: the dialog is closed.
 */
export function SupportSteps({ topic, reason, onClose }: { topic: SupportTopic; reason: StepsReason | null; onClose: () => void }) {
  return (
    <Dialog open={reason !== null} onClose={onClose} title="联系客服" actions={[{ label: '知道了', onClick: onClose, tone: 'primary' }]}>
      {reason ? (
        <>
          <p>{STEPS_INTRO[reason]}</p>
          <ol className="support-contact__steps" aria-label="联系客服的步骤">
            {supportSteps(topic, reason).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
    </Dialog>
  )
}
