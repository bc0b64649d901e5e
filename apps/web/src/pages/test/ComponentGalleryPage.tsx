import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { PinInput } from '../../components/PinInput'
import { hideLoading, showLoading, showToast } from '../../state/overlays'
import { ErrorPage } from '../../platform/ui/ErrorPage'
import { PageHeader } from '../../components/PageHeader'
import { PlannedPage } from '../../platform/ui/PlannedPage'
import { GallerySection as Section } from './ComponentGallerySection'
import { GallerySegments } from './ComponentGallerySegments'
import { Button } from '../../components/Button'
import './ComponentGalleryPage.css'

// The kit's sections come in chunks of their own (ComponentGalleryKitSections explains why).
const ComponentGalleryKitSections = lazy(() =>
  import('./ComponentGalleryKitSections').then((module) => ({ default: module.ComponentGalleryKitSections })),
)
const ComponentGalleryFormSections = lazy(() =>
  import('./ComponentGalleryFormSections').then((module) => ({ default: module.ComponentGalleryFormSections })),
)
const ComponentGalleryOpenAppSection = lazy(() =>
  import('./ComponentGalleryOpenAppSection').then((module) => ({ default: module.ComponentGalleryOpenAppSection })),
)
const ComponentGalleryDisplaySections = lazy(() =>
  import('./ComponentGalleryDisplaySections').then((module) => ({ default: module.ComponentGalleryDisplaySections })),
)

/** How long the loading demo pretends a request takes. */
const DEMO_REQUEST_MS = 2000
/** The PIN the demo accepts, printed in its label. */
const DEMO_PIN = '1234'

function LoadingDemo() {
  const timer = useRef<number | undefined>(undefined)
  // Leaving the page mid-demo must not leave the overlay up.
  useEffect(
    () => () => {
      if (timer.current === undefined) return
      window.clearTimeout(timer.current)
      hideLoading()
    },
    [],
  )
  function start() {
    if (timer.current !== undefined) return
    showLoading()
    timer.current = window.setTimeout(() => {
      timer.current = undefined
      hideLoading()
    }, DEMO_REQUEST_MS)
  }
  return (
    <Button variant="secondary" onClick={start}>
      模拟 2 秒请求
    </Button>
  )
}

const ERROR_STATUSES = [
  { value: 404, label: '404' },
  { value: 500, label: '500' },
]

function ErrorPageDemo() {
  const [status, setStatus] = useState(404)
  return (
    <>
      <GallerySegments label="错误类型" options={ERROR_STATUSES} value={status} onChange={setStatus} />
      <div className="gallery__preview">
        <ErrorPage status={status} embedded />
      </div>
    </>
  )
}

function PinInputDemo() {
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string>()
  function check(value: string) {
    setPin('')
    if (value === DEMO_PIN) {
      setError(undefined)
      showToast('密码正确')
    } else {
      setError('密码错误，请重新输入')
    }
  }
  return (
    <PinInput
      label={`请输入密码（示例密码 ${DEMO_PIN}）`}
      value={pin}
      onChange={(value) => {
        setPin(value)
        if (value) setError(undefined)
      }}
      onComplete={check}
      error={error}
    />
  )
}

/**
 * `/test/comp`: the shared components in their real styles, for design review and for checking a
 * change by eye: the layout's toast and loading overlay, the error and planned pages, and the UI kit of
 * src/components (docs/ui-kit.md), each with its states. The kit's sections have ids (`#kit-tabs`), so a link or
 * a screenshot (e2e/screenshots.spec.ts) can go straight to one.
 */
export default function ComponentGalleryPage() {
  return (
    <main className="page">
      <PageHeader title="组件示例" subtitle="页面共用的组件，样式与线上一致" />

      <Section title="轻提示" note="一次只显示一条，1.5 秒后消失；活动、红包页面字号更大。">
        <div className="gallery__actions">
          <Button variant="secondary" onClick={() => showToast('操作成功')}>
            显示轻提示
          </Button>
          <Button variant="secondary"
            onClick={() => showToast('网络不太稳定，已为你保存草稿，恢复后会自动重新发送')}>
            显示长文本
          </Button>
          <Button variant="secondary" onClick={() => showToast('3 秒后消失', 3000)}>
            显示 3 秒
          </Button>
        </div>
      </Section>

      <Section title="加载中" note="请求超过 0.3 秒才出现，期间屏蔽点击，避免重复提交。">
        <div className="gallery__actions">
          <LoadingDemo />
        </div>
      </Section>

      <Section title="错误页" note="未知地址或页面校验失败显示 404，其他错误显示状态码。">
        <ErrorPageDemo />
      </Section>

      <Section title="未开放页面" note="尚未上线的页面显示标题与“该页面暂未开放”。">
        <div className="gallery__preview">
          <PlannedPage title="示例页面" embedded />
        </div>
      </Section>

      <Section title="密码输入" note="四位数字，支持数字键盘、粘贴与读屏。">
        <div className="gallery__pin">
          <PinInputDemo />
        </div>
      </Section>

      <Suspense fallback={<p className="gallery__waiting" role="status">正在加载组件示例…</p>}>
        <ComponentGalleryKitSections />
        <ComponentGalleryDisplaySections />
        <ComponentGalleryFormSections />
        <ComponentGalleryOpenAppSection />
      </Suspense>
    </main>
  )
}
