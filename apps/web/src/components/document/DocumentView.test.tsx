import type { Block, ContentDocument } from '@h5/content'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { DocumentView } from './DocumentView'

const text = (value: string) => [{ type: 'text' as const, text: value }]
const documentOf = (blocks: Block[]): ContentDocument => ({
  id: 'rule/test',
  title: '测试规则',
  version: '2.1',
  updated: '2026-11-20',
  effective: '2026-12-01',
  blocks,
})
const show = (blocks: Block[], titled = true) =>
  render(
    <MemoryRouter initialEntries={['/rule/test']}>
      <DocumentView document={documentOf(blocks)} titled={titled} />
    </MemoryRouter>,
  )

describe('DocumentView', () => {
  it('shows the title, the version and the dates', () => {
    show([{ type: 'divider' }])
    expect(screen.getByRole('heading', { level: 2, name: '测试规则' })).toBeTruthy()
    const meta = screen.getByText('版本 2.1', { selector: '.document__meta-item' }).closest('p')!
    expect(meta.textContent).toBe('版本 2.1 · 更新日期 2026年11月20日 · 生效日期 2026年12月1日')
    // Each date is a unit of its own, which wraps to the next line whole (DocumentView.css).
    expect([...meta.querySelectorAll('.document__meta-item')].map((item) => item.textContent)).toEqual([
      '版本 2.1',
      '更新日期 2026年11月20日',
      '生效日期 2026年12月1日',
    ])
  })

  it('draws headings with their anchors', () => {
    show([{ type: 'heading', level: 2, id: 'how', text: '怎么参加' }, { type: 'heading', level: 3, id: 'details', text: '细则' }], false)
    expect(screen.getByRole('heading', { level: 2, name: '怎么参加' }).id).toBe('how')
    expect(screen.getByRole('heading', { level: 3, name: '细则' }).id).toBe('details')
  })

  it('draws a paragraph with bold text and a link to a page of the app', () => {
    show([{ type: 'paragraph', content: [{ type: 'strong', text: '钻石' }, { type: 'text', text: '不能提现，见' }, { type: 'link', href: '/agreement/recharge', text: '充值协议' }] }])
    expect(screen.getByText('钻石').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: '充值协议' }).getAttribute('href')).toBe('/agreement/recharge')
  })

  it('draws ordered and unordered lists', () => {
    show([{ type: 'list', ordered: true, items: [text('一'), text('二')] }, { type: 'list', ordered: false, items: [text('甲')] }])
    const [ordered, unordered] = screen.getAllByRole('list')
    expect(ordered!.tagName).toBe('OL')
    expect(within(ordered!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['一', '二'])
    expect(unordered!.tagName).toBe('UL')
  })

  it('draws a table in a box that scrolls sideways', () => {
    show([{ type: 'table', head: [text('名次'), text('奖励')], rows: [[text('1'), text('头像框')]] }])
    const region = screen.getByRole('region', { name: '表格' })
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名次', '奖励'])
    expect(within(region).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '头像框'])
  })

  it('draws a picture with its size, so nothing shifts when it loads', () => {
    show([{ type: 'image', src: '/content/a.png', alt: '头像框示意', width: 750, height: 420 }])
    const image = screen.getByRole('img', { name: '头像框示意' })
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['750', '420'])
  })

  it('draws a picture from a foreign scheme as its description only', () => {
    show([{ type: 'image', src: 'javascript:alert(1)', alt: '示意', width: 10, height: 10 }])
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('示意')).toBeTruthy()
  })

  it('draws a notice and a divider', () => {
    const { container } = show([{ type: 'notice', content: text('以页面显示为准') }, { type: 'divider' }])
    expect(screen.getByText('以页面显示为准').closest('aside')).toBeTruthy()
    expect(container.querySelector('hr')).toBeTruthy()
  })

  it('draws nothing for a block of a type it does not know, and the rest still shows', () => {
    const unknown = { type: 'carousel', html: '<b id="raw">raw</b>' } as unknown as Block
    const { container } = show([unknown, { type: 'paragraph', content: text('其余内容') }])
    expect(container.querySelector('#raw')).toBeNull()
    expect(container.textContent).not.toContain('raw')
    expect(screen.getByText('其余内容')).toBeTruthy()
  })

  it('makes a javascript: link inert: its text, no link, no href', () => {
    show([{ type: 'paragraph', content: [{ type: 'link', href: 'javascript:alert(1)', text: '点我' }] }])
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('点我').getAttribute('href')).toBeNull()
  })

  it('opens a long document with a table of contents linking to each section', () => {
    const sections = ['一', '二', '三', '四'].map((name, index): Block => ({ type: 'heading', level: 2, id: `s${index}`, text: `第${name}节` }))
    show(sections)
    const toc = screen.getByRole('navigation', { name: '目录' })
    expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/rule/test#s0', '/rule/test#s1', '/rule/test#s2', '/rule/test#s3'])
  })

  it('has no table of contents for a short document', () => {
    show([{ type: 'heading', level: 2, id: 'a', text: '唯一一节' }])
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
