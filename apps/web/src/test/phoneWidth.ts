import { afterAll, afterEach, beforeAll } from 'vitest'
import { BROWSER_START_CAP_MS, PHONE_WIDTH_PX, PhoneLayout, type LaidOutState } from './phoneLayout'

export { PHONE_WIDTH_PX }

let hooked = false
const shown: (LaidOutState & { what: string })[] = []

/**
 * Keeps what `root`'s document shows now, with its style sheets, for the width check after the test
 * ({@link checkPhoneWidthAfterEach}). jsdom has no layout, so the page is laid out where layout is real: the same
 * HTML and CSS in Chromium at 320 px.
 */
export function keepForPhoneWidth(root: Element, what = 'the page'): void {
  if (!hooked) throw new Error('keepForPhoneWidth: call checkPhoneWidthAfterEach() at the top of the test file')
  shown.push({ head: root.ownerDocument.head.innerHTML, body: root.outerHTML, what })
}

/**
 * After each test, lays out every state it kept (keepForPhoneWidth, expectShownWell) in Chromium at 320 px and
 * fails the test when the page is wider than the screen, naming the elements that stick out: a page must fit
 * the narrowest phone whatever the server answered (a long name, a huge amount). Call once at the top of a test
 * file: Chromium starts before the file's tests, with a cap of its own, and one page of it lays out every
 * state of the file (phoneLayout.ts); it closes after the file.
 */
export function checkPhoneWidthAfterEach(): void {
  hooked = true
  let layout: PhoneLayout | undefined
  // Armed again for each scope that calls it: a file with several describe blocks, each with its own
  // setup, would otherwise find it disarmed by the previous block's afterAll.
  beforeAll(async () => {
    hooked = true
    layout = await PhoneLayout.open()
  }, BROWSER_START_CAP_MS)
  afterEach(async () => {
    const failures: string[] = []
    for (const state of shown.splice(0)) {
      if (!layout) throw new Error('phoneWidth: Chromium did not start (see the error of beforeAll)')
      const overflow = await layout.measure(state)
      if (overflow) failures.push(`${state.what} is ${overflow.width} px wide at ${PHONE_WIDTH_PX} px:\n${overflow.culprits.join('\n')}`)
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'))
  })
  afterAll(async () => {
    hooked = false
    shown.length = 0
    await layout?.close()
    layout = undefined
  })
}
