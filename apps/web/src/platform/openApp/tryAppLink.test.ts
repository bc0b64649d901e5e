import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_OPEN_WAIT_MS, tryAppLink } from './tryAppLink'

/** A window whose page can be sent to the background, and which records where it was sent. */
function fakeWindow() {
  const events = new EventTarget()
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const assigned: string[] = []
  const win = Object.assign(events, {
    document,
    location: { assign: (url: string) => assigned.push(url) },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  })
  return {
    win: win as unknown as Window,
    assigned,
    hide() {
      document.visibilityState = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    show() {
      document.visibilityState = 'visible'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    pageHide() {
      win.dispatchEvent(new Event('pagehide'))
    },
  }
}

const LINK = 'h5app://open?room=10086&inviteCode=AB12CD'
const DOWNLOAD = '/download?room=10086&inviteCode=AB12CD'

describe('tryAppLink', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('goes to the download page when the page is still in front 2 s after the link (the app is not installed)', () => {
    const page = fakeWindow()
    tryAppLink(LINK, DOWNLOAD, page.win)
    expect(page.assigned).toEqual([LINK])
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS - 1)
    expect(page.assigned).toEqual([LINK])
    vi.advanceTimersByTime(1)
    expect(page.assigned).toEqual([LINK, DOWNLOAD])
  })

  it('stays when the app took over (the page went to the background), also once the user comes back', () => {
    const page = fakeWindow()
    tryAppLink(LINK, DOWNLOAD, page.win)
    vi.advanceTimersByTime(300)
    page.hide()
    vi.advanceTimersByTime(500)
    page.show()
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS)
    expect(page.assigned).toEqual([LINK])
  })

  it('stays when the page was left (pagehide: iOS following a universal link to its page)', () => {
    const page = fakeWindow()
    tryAppLink(LINK, DOWNLOAD, page.win)
    page.pageHide()
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS)
    expect(page.assigned).toEqual([LINK])
  })

  it('stays when the page is in the background when the wait ends', () => {
    const page = fakeWindow()
    tryAppLink(LINK, DOWNLOAD, page.win)
    ;(page.win.document as { visibilityState: string }).visibilityState = 'hidden'
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS)
    expect(page.assigned).toEqual([LINK])
  })

  it('sends nobody anywhere once stopped (the page left the route)', () => {
    const page = fakeWindow()
    const stop = tryAppLink(LINK, DOWNLOAD, page.win)
    stop()
    vi.advanceTimersByTime(APP_OPEN_WAIT_MS * 2)
    expect(page.assigned).toEqual([LINK])
  })
})
