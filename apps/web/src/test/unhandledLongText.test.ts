import { afterEach, describe, expect, it } from 'vitest'
import { unhandledLongText } from './unhandledLongText'

/** 40 Latin letters: wider than a 288 px line at 16 px (30 characters), narrower at 10 px (48). */
const LONG_NAME = 'Wm'.repeat(20)

function page(css: string, html: string): HTMLElement {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('unhandledLongText', () => {
  it('names an element whose long unbroken text has no rule, and passes one that wraps or cuts it', () => {
    const root = page(
      '.wrap { overflow-wrap: anywhere } .cut { overflow: hidden; text-overflow: ellipsis }',
      `<p class="bare">${LONG_NAME}</p><div class="wrap"><p>${LONG_NAME}</p></div><p class="cut">${LONG_NAME}</p>`,
    )
    expect(unhandledLongText(root)).toEqual([`<p class="bare">: ${LONG_NAME.slice(0, 24)}…`])
  })

  it('lets a nearer `white-space: nowrap` win over an ancestor that wraps', () => {
    const root = page('.wrap { overflow-wrap: anywhere } .one-line { white-space: nowrap }', `<div class="wrap"><p class="one-line">${LONG_NAME}</p></div>`)
    expect(unhandledLongText(root)).toHaveLength(1)
  })

  it('takes the last rule declared, then the style attribute', () => {
    const root = page(
      '.name { overflow-wrap: anywhere } .name { overflow-wrap: normal } .other { overflow-wrap: anywhere }',
      `<p class="name">${LONG_NAME}</p><p class="other" style="overflow-wrap: normal">${LONG_NAME}</p><p class="name" style="overflow-wrap: anywhere">${LONG_NAME}</p>`,
    )
    expect(unhandledLongText(root)).toEqual([`<p class="name">: ${LONG_NAME.slice(0, 24)}…`, `<p class="other">: ${LONG_NAME.slice(0, 24)}…`])
  })

  it('measures the run at the font size the sheets give, through `:root` tokens and inheritance', () => {
    const root = page(':root { --small: 10px } .small { font-size: var(--small) }', `<div class="small"><p>${LONG_NAME}</p></div><p>${LONG_NAME}</p>`)
    expect(unhandledLongText(root)).toEqual([`<p class="">: ${LONG_NAME.slice(0, 24)}…`])
  })

  it('reads a style sheet added after an earlier check', () => {
    const root = page('', `<p class="late">${LONG_NAME}</p>`)
    expect(unhandledLongText(root)).toHaveLength(1)
    page('.late { overflow-wrap: anywhere }', '')
    expect(unhandledLongText(root)).toEqual([])
  })
})
