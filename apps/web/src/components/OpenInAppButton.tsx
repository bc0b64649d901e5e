import { useEffect, useRef, useState, type ReactNode } from 'react'
import { appBridge } from '../platform/appBridge'
import { followOpenAppWay, openAppWay, openInApp } from '../platform/openApp/openApp'
import { openAppEnvironment } from '../platform/openApp/openAppEnvironment'
import { OPEN_APP_SETTINGS } from '../platform/openApp/openAppSettings'
import { onDemand, useOnDemandOverlay } from '../platform/onDemand'
import type { OpenAppTarget } from '../platform/openApp/openAppTarget'
import type { ButtonLook } from '../platform/ui/buttonClass'
import { showToast } from '../state/overlays'
import { Button } from './Button'

/**
 * The guide loads at the first tap that needs it, in WeChat or QQ only: everywhere else it is never shown, and
 * it brings the kit's Modal, which no page that opens the app otherwise needs at start-up.
 */
const browserGuide = onDemand(() => import('./OpenInBrowserOverlay').then((module) => module.OpenInBrowserOverlay))

export interface OpenInAppButtonProps extends ButtonLook {
  /** What to open: a room or a page of this app, with the invitation code and the channel that travel along. */
  target: OpenAppTarget
  /** The label; 打开App by default (进入房间 on a room card). */
  children?: ReactNode
  className?: string
}

/**
 * The one way a page opens the app (docs/ui-kit.md; the flow: docs/architecture.md, "Opening the app from a web
 * page"). Inside the app it opens the target at once; in a phone's browser it tries the app's link and goes to
 * the download page, target and codes kept, when the app did not take over within 2 s; in WeChat and QQ it shows
 * the guide to open the page in the browser.
 *
 * @example <OpenInAppButton block size="lg" target={{ kind: 'room', roomId, inviteCode, channel }}>进入房间</OpenInAppButton>
 */
export function OpenInAppButton({ target, children = '打开App', variant, size, block, className }: OpenInAppButtonProps) {
  const [guide, setGuide] = useState(false)
  const [opening, setOpening] = useState(false)
  const closeGuide = () => setGuide(false)
  const OpenInBrowserOverlay = useOnDemandOverlay(browserGuide, guide, closeGuide)
  // An app link's wait stops when the page leaves the route: a page no longer shown sends nobody to the download.
  const stopWaiting = useRef<() => void>(undefined)
  useEffect(() => () => stopWaiting.current?.(), [])

  async function open() {
    const environment = openAppEnvironment({ inApp: appBridge.inApp, navigator })
    const way = openAppWay(target, environment, OPEN_APP_SETTINGS, false)
    if (way.way === 'open-in-browser') {
      setGuide(true)
      return
    }
    if (way.way !== 'in-app') {
      stopWaiting.current?.()
      stopWaiting.current = followOpenAppWay(way)
      return
    }
    setOpening(true)
    try {
      await openInApp(target, appBridge)
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : '打开失败，请稍后重试')
    } finally {
      setOpening(false)
    }
  }

  return (
    <>
      <Button variant={variant} size={size} block={block} className={className} loading={opening} onClick={() => void open()}>
        {children}
      </Button>
      {OpenInBrowserOverlay ? <OpenInBrowserOverlay open={guide} onClose={closeGuide} /> : null}
    </>
  )
}
