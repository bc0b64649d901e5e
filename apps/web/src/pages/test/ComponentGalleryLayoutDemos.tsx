import { useState } from 'react'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { EmptyState } from '../../components/EmptyState'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen, type ResultStatus } from '../../components/ResultScreen'
import { Steps } from '../../components/Steps'
import { Tabs } from '../../components/Tabs'
import { TitleBar } from '../../components/TitleBar'
import { showToast } from '../../state/overlays'
import { GallerySegments } from './ComponentGallerySegments'
import { Button } from '../../components/Button'

/** The title bar as a full-screen web-view page shows it, embedded (an h2) so the gallery keeps one h1. */
export function TitleBarDemo() {
  return (
    <div className="gallery__preview">
      <TitleBar
        title="我的钱包"
        embedded
        onBack={() => showToast('返回上一页')}
        right={
          <button type="button" onClick={() => showToast('打开账单')}>
            账单
          </button>
        }
      />
      <TitleBar title="一个很长很长的页面标题会在中间省略显示" embedded onBack={() => showToast('返回上一页')} />
    </div>
  )
}

/** Every kind of row: plain with a value, a description, a link, a button, a danger button. */
export function CellsDemo() {
  return (
    <div className="gallery__tinted">
      <CellGroup title="账户" footer="手机号仅用于登录和找回密码">
        <Cell title="手机号" value="138****8000" />
        <Cell title="实名认证" description="提现前需完成实名认证" value="已认证" onClick={() => showToast('打开实名认证')} />
        <Cell title="桥接调试" description="打开 /test/bridge" to="/test/bridge" />
      </CellGroup>
      <CellGroup>
        <Cell title="退出登录" danger onClick={() => showToast('已退出登录')} />
      </CellGroup>
    </div>
  )
}

const BILL_TABS = [
  { key: 'all', title: '全部' },
  { key: 'in', title: '收入' },
  { key: 'out', title: '支出' },
] as const

type BillKind = (typeof BILL_TABS)[number]['key']

const BILL_TEXT: Record<BillKind, string> = {
  all: '全部账单：收到红包 8.88 元，提现 50.00 元。',
  in: '收入：收到红包 8.88 元。',
  out: '支出：提现 50.00 元。',
}

export function TabsDemo() {
  const [kind, setKind] = useState<BillKind>('all')
  return (
    <div className="gallery__preview">
      <Tabs label="账单类型" tabs={BILL_TABS} value={kind} onChange={setKind}>
        <p className="gallery__panel">{BILL_TEXT[kind]}</p>
      </Tabs>
    </div>
  )
}

export function StepsDemo() {
  return (
    <>
      <Steps current={1} steps={[{ title: '填写信息' }, { title: '人脸识别', description: '约 10 秒' }, { title: '完成' }]} />
      <Steps current={4} label="提现进度" steps={[{ title: '提交' }, { title: '审核' }, { title: '打款' }, { title: '到账' }]} />
    </>
  )
}

const RESULT_OPTIONS = [
  { value: 'success', label: '成功' },
  { value: 'failed', label: '失败' },
  { value: 'pending', label: '处理中' },
] as const

const RESULT_TEXT: Record<ResultStatus, { title: string; message: string; action: string }> = {
  success: { title: '支付成功', message: '已支付 12.00 元', action: '完成' },
  failed: { title: '支付失败', message: '余额不足，请更换支付方式后重试', action: '重新支付' },
  pending: { title: '提现申请已提交', message: '预计 1–3 个工作日到账', action: '完成' },
}

export function ResultDemo() {
  const [status, setStatus] = useState<ResultStatus>('success')
  const text = RESULT_TEXT[status]
  return (
    <>
      <GallerySegments label="结果类型" options={RESULT_OPTIONS} value={status} onChange={setStatus} />
      <div className="gallery__preview">
        <ResultScreen status={status} title={text.title} message={text.message} embedded>
          <Button onClick={() => showToast(text.action)}>
            {text.action}
          </Button>
        </ResultScreen>
      </div>
    </>
  )
}

const STATE_OPTIONS = [
  { value: 'loading', label: '加载中' },
  { value: 'empty', label: '空' },
  { value: 'error', label: '出错' },
] as const

export function StatesDemo() {
  const [state, setState] = useState<(typeof STATE_OPTIONS)[number]['value']>('loading')
  return (
    <>
      <GallerySegments label="状态" options={STATE_OPTIONS} value={state} onChange={setState} />
      <div className="gallery__preview gallery__preview--white">
        {state === 'loading' ? <LoadingState label="正在加载交易记录" /> : null}
        {state === 'empty' ? <EmptyState message="暂无交易记录" /> : null}
        {state === 'error' ? <ErrorState message="数据获取失败，请稍后重试" onRetry={() => showToast('重试')} /> : null}
      </div>
    </>
  )
}
