import { useId } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'
import './OpenInBrowserOverlay.css'

export interface OpenInBrowserOverlayProps {
  open: boolean
  onClose: () => void
}

/**
 * The guide WeChat and QQ need (docs/ui-kit.md): their browsers block app links and APK downloads, so the page
 * points to their ⋯ menu at the top right and says to choose 在浏览器中打开; in the phone's browser the page opens
 * the app or the download. A tap anywhere, 知道了 or Escape closes it. `OpenInAppButton` shows it itself; a page
 * shows it alone where it has no button (a download page opened in WeChat).
 *
 * @example <OpenInBrowserOverlay open={guide} onClose={() => setGuide(false)} />
 */
export function OpenInBrowserOverlay({ open, onClose }: OpenInBrowserOverlayProps) {
  const titleId = useId()
  return (
    <Modal open={open} onClose={onClose} placement="center" labelledBy={titleId} className="open-in-browser">
      <div className="open-in-browser__body" onClick={onClose}>
        <svg className="open-in-browser__arrow" viewBox="0 0 80 96" aria-hidden="true">
          <path d="M12 92 C 16 52, 36 26, 66 14" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeDasharray="8 8" />
          <path d="M50 8 L 70 12 L 60 30" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p id={titleId} className="open-in-browser__title">
          点击右上角 <span className="open-in-browser__dots">⋯</span>
        </p>
        <p className="open-in-browser__step">选择「在浏览器中打开」</p>
        <p className="open-in-browser__hint">在浏览器中即可打开 App 或下载 App</p>
        <Button variant="secondary" className="open-in-browser__close" data-autofocus onClick={onClose}>
          知道了
        </Button>
      </div>
    </Modal>
  )
}
