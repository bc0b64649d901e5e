import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_START_CAP_MS, PhoneLayout } from './phoneLayout'

/** Sheets as a page's head holds them; the body has no margin, so widths are the boxes'. */
const HEAD = '<style>body { margin: 0 } .box { width: 100% } .wide { width: 400px }</style>'
const WIDE_HEAD = '<style>body { margin: 0 } .item { width: 500px }</style>'
const NARROW_HEAD = '<style>body { margin: 0 } .item { width: 100px }</style>'

describe('PhoneLayout', () => {
  let layout: PhoneLayout
  beforeAll(async () => {
    layout = await PhoneLayout.open()
  }, BROWSER_START_CAP_MS)
  afterAll(async () => {
    await layout?.close()
  })

  it('gives null for a state that fits 320 px, and the width and the element that sticks out for one that does not', async () => {
    expect(await layout.measure({ head: HEAD, body: '<div class="box">fits</div>' })).toBeNull()
    expect(await layout.measure({ head: HEAD, body: '<div class="box"><p class="wide">too wide</p></div>' })).toEqual({
      width: 400,
      culprits: ['<p class="wide"> ends at 400 px: too wide'],
    })
  })

  it('keeps nothing of the state before', async () => {
    expect(await layout.measure({ head: HEAD, body: '<p class="wide">too wide</p>' })).not.toBeNull()
    expect(await layout.measure({ head: HEAD, body: '<p>fits</p>' })).toBeNull()
  })

  it("lays each state out with its own head's style sheets, and only those", async () => {
    const body = '<div class="item">row</div>'
    expect(await layout.measure({ head: WIDE_HEAD, body })).toMatchObject({ width: 500 })
    expect(await layout.measure({ head: NARROW_HEAD, body })).toBeNull()
    expect(await layout.measure({ head: WIDE_HEAD, body })).toMatchObject({ width: 500 })
  })
})
