import { useState } from 'react'
import { Button } from '../../components/Button'
import { OpenInAppButton } from '../../components/OpenInAppButton'
import { OpenInBrowserOverlay } from '../../components/OpenInBrowserOverlay'
import type { OpenAppTarget } from '../../platform/openApp/openAppTarget'
import { GallerySection as Section } from './ComponentGallerySection'

/** A shared room, as a room card would pass it: the room, the inviter's code, a text message's channel. */
const ROOM: OpenAppTarget = { kind: 'room', roomId: '10086', inviteCode: 'AB12CD', channel: 'dx' }
/** An invitation's landing page. */
const PAGE: OpenAppTarget = { kind: 'page', path: '/pullnew/accept', inviteCode: 'AB12CD' }

/**
 * The open-app button and the open-in-browser guide (docs/ui-kit.md), in a chunk of its own so the gallery's
 * other sections do not carry the open-app flow; e2e/openApp.spec.ts drives it with each browser's user agent.
 */
export function ComponentGalleryOpenAppSection() {
  const [guide, setGuide] = useState(false)
  return (
    <Section
      id="kit-open-app"
      title="打开 App"
      note="App 内直接打开；手机浏览器先尝试打开 App，2 秒后仍在本页则去下载页（保留邀请码和渠道）；微信、QQ 中提示在浏览器打开。"
    >
      <div className="gallery__actions">
        <OpenInAppButton target={ROOM}>进入房间</OpenInAppButton>
        <OpenInAppButton variant="secondary" target={PAGE} />
        <Button variant="text" onClick={() => setGuide(true)}>
          显示浏览器打开引导
        </Button>
      </div>
      <OpenInBrowserOverlay open={guide} onClose={() => setGuide(false)} />
    </Section>
  )
}
