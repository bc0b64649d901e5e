import type { ForbidAppeal } from '@h5/content'
import { useState } from 'react'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { appBridge } from '../../platform/appBridge'
import { openServiceChannel } from '../../platform/openServiceChannel'
import { showToast } from '../../state/overlays'
import { formatChinaTime } from '@h5/format'
import { Button } from '../../components/Button'

/** What the user writes in an appeal, and when the answer comes (docs/openapi.yaml: the server names the channel, not the time). */
const APPEAL_NOTE = '写明情况并附上说明材料，我们会在 7 个工作日内答复。'

/** The channel's button: the appeal page, or a chat with the customer-service account. */
const CHANNEL_LABEL: Record<ForbidAppeal['kind'], string> = { page: '去申诉', conversation: '联系客服申诉' }

/**
 * 如何申诉, for a ban that can be appealed until `appealUntil`. Inside the app with a channel the server named,
 * one button opens it: the appeal page (openPage, which holds it to the app's URL rules) or a chat with the
 * customer-service account (native `gotoConversation`). Otherwise — outside the app, where neither opens, no
 * channel named, or a channel that failed to open — the steps to appeal from inside the app.
 */
export function ForbidAppealSection({ appealUntil, appeal }: { appealUntil: number; appeal: ForbidAppeal | null }) {
  const [channelFailed, setChannelFailed] = useState(false)
  const channel = appBridge.inApp && !channelFailed ? appeal : null

  const open = async (target: ForbidAppeal) => {
    try {
      await openServiceChannel(target)
    } catch {
      setChannelFailed(true)
      showToast('申诉入口暂时打不开，请按页面上的步骤申诉')
    }
  }

  const steps = [
    ...(appBridge.inApp ? [] : ['在手机上打开 App，登录被封禁的账号（房间被封禁时，登录房主的账号）。']),
    '进入「我的 - 帮助与反馈」，选择「封禁申诉」。',
    '写明情况并附上说明材料后提交，我们会在 7 个工作日内答复。',
  ]
  return (
    <>
      <CellGroup title="如何申诉">
        <Cell title={`请在 ${formatChinaTime(appealUntil)} 前申诉`} description={channel ? APPEAL_NOTE : '按下面的步骤在 App 内申诉。'} />
      </CellGroup>
      {channel ? (
        <Button onClick={() => void open(channel)}>{CHANNEL_LABEL[channel.kind]}</Button>
      ) : (
        <ol className="forbid-page__steps" aria-label="申诉步骤">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </>
  )
}
