import { formatFen } from '@h5/format'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar'
import { BalanceCard } from '../../components/BalanceCard'
import { Button } from '../../components/Button'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Countdown } from '../../components/Countdown'
import { Notice } from '../../components/Notice'
import { OptionGrid, type GridOption } from '../../components/OptionGrid'
import { StatusTag } from '../../components/StatusTag'
import { UserRow } from '../../components/UserRow'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'

/** How long the loading button pretends its request takes. */
const DEMO_REQUEST_MS = 2000

export function ButtonDemo() {
  const [loading, setLoading] = useState(false)
  const [taps, setTaps] = useState(0)
  function submit() {
    setTaps((count) => count + 1)
    setLoading(true)
    window.setTimeout(() => setLoading(false), DEMO_REQUEST_MS)
  }
  return (
    <div className="gallery__stack">
      <Button block loading={loading} onClick={submit}>
        {loading ? '提交中…' : '立即提现'}
      </Button>
      <p className="gallery__caption" aria-live="polite">
        已提交 {taps} 次（提交中再点不会重复提交）
      </p>
      <div className="gallery__row">
        <Button variant="secondary">次要操作</Button>
        <Button variant="danger">注销账号</Button>
      </div>
      <div className="gallery__row">
        <Button size="sm">领取</Button>
        <Button size="sm" variant="secondary">
          重试
        </Button>
        <Button variant="text" size="sm">
          查看明细
        </Button>
        <Button size="sm" disabled>
          今日已领取
        </Button>
      </div>
      <Button size="lg" block onClick={() => showToast('大号按钮')}>
        确认支付 ¥68.00
      </Button>
      <a className={buttonClass({ variant: 'secondary', block: true })} href="#kit-buttons">
        链接样式的按钮（跳转用）
      </a>
    </div>
  )
}

export function NoticeDemo() {
  return (
    <div className="gallery__stack">
      <Notice>iOS 版通过 App Store 充值，选好档位后将打开 App 内的充值页面</Notice>
      <Notice tone="warning">今日还可充值 100.00 元，请理性消费</Notice>
      <Notice tone="error">网络不给力，提现失败。你填写的金额已保留，可直接重试，不会重复提现。</Notice>
      <Notice
        tone="warning"
        title="未完成实名认证"
        actions={
          <Button size="sm" variant="secondary" onClick={() => showToast('去认证')}>
            去认证
          </Button>
        }
      >
        根据相关规定，提现前需完成实名认证。
      </Notice>
    </div>
  )
}

export function StatusTagDemo() {
  return (
    <div className="gallery__row">
      <StatusTag tone="pending">确认中</StatusTag>
      <StatusTag tone="success">已到账</StatusTag>
      <StatusTag tone="danger">支付失败</StatusTag>
      <StatusTag tone="neutral">已退款</StatusTag>
    </div>
  )
}

export function BalanceCardDemo() {
  return (
    <div className="gallery__stack">
      <BalanceCard label="钻石余额" value="100,000" unit="钻石" note="钻石可用于送礼物、开通会员和守护" />
      <BalanceCard
        label="可提现金额"
        leading="¥"
        tone="warm"
        value={formatFen(99_999_999_999, { grouping: true })}
        facts={[
          { label: '本月剩余次数', value: '2/4' },
          { label: '提现时间', value: '每月1–5日' },
          { label: '预计到账', value: '1个工作日' },
        ]}
        actions={
          <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href="#kit-balance">
            提现记录
          </a>
        }
      />
      <BalanceCard label="红钻余额" value={null} unit="红钻" tone="warm" />
    </div>
  )
}

const PACKS: GridOption<string>[] = [
  { key: 'd60', label: '60', subLabel: '钻石', detail: '¥6.00', tag: '首充' },
  { key: 'd300', label: '300', subLabel: '钻石', detail: '¥30.00', tag: '热门' },
  { key: 'd680', label: '680', subLabel: '赠送 20 钻石', detail: '¥68.00' },
  { key: 'd1280', label: '1,280', subLabel: '赠送 60 钻石', detail: '¥128.00' },
  { key: 'd98000', label: '98,000', subLabel: '需 980,000 红钻', disabled: true, disabledReason: '红钻不足' },
  { key: 'custom', label: '自定义', subLabel: '10 钻石/元', detail: '其他金额' },
]

export function OptionGridDemo() {
  const [value, setValue] = useState<string | null>('d300')
  return <OptionGrid label="充值档位示例" options={PACKS} value={value} onChange={setValue} />
}

export function AvatarDemo() {
  return (
    <div className="gallery__row gallery__row--center">
      <Avatar src="" name="晚风" size="sm" />
      <Avatar src="" name="柠檬汽水" />
      <Avatar src="" name="𠮷野家" size="lg" />
      <Avatar src="" name="" size="lg" />
      {/* A picture that fails to decode: the fallback, with no request the CSP would block or a 404 to log. */}
      <Avatar src="data:image/png;base64,AAAA" name="阿狸" size="lg" labelled />
    </div>
  )
}

export function UserRowDemo() {
  return (
    <ul className="gallery__list">
      <UserRow name="晚风" leading={1} badges={[{ label: '守护', tone: 'gold' }]} subtitle="贡献 98,000" trailing={<strong>98,000</strong>} />
      <UserRow
        name="一个名字非常非常长的用户😀Someone with a very long nickname"
        leading={2}
        badges={[{ label: '主播', tone: 'brand' }, { label: 'Lv.12' }]}
        subtitle="今天 14:05"
        trailing="1.88元"
      />
      <UserRow
        name="名字很长时也可以换行显示：一个名字非常非常长的用户😀Someone"
        wrapName
        subtitle="邀请你一起开播"
        trailing={
          <Button size="sm" variant="secondary" onClick={() => showToast('已邀请')}>
            邀请
          </Button>
        }
      />
    </ul>
  )
}

export function CountdownDemo() {
  // The deadlines are read once, on the server's clock (serverNow), as a page reads them from an answer.
  const [deadlines, setDeadlines] = useState(() => ({ short: serverNow() + 10_000, long: serverNow() + 2 * 86_400_000 + 3_723_000 }))
  return (
    <div className="gallery__stack">
      <p className="gallery__caption">
        <Countdown endsAt={deadlines.short} label="距结束" endedText="活动已结束" onEnd={() => showToast('倒计时结束')} />
      </p>
      <p className="gallery__caption">
        <Countdown endsAt={deadlines.long} label="剩余" />
      </p>
      <Button variant="secondary" size="sm" onClick={() => setDeadlines((current) => ({ ...current, short: serverNow() + 10_000 }))}>
        重新开始 10 秒
      </Button>
    </div>
  )
}
