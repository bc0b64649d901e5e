import { describe, expect, it } from 'vitest'
import { readDocument } from '..'

const base = { id: 'act_1', title: '活动规则', version: '1', updated: '2026-11-20', effective: '2026-11-20' }
const text = (value: string) => [{ type: 'text', text: value }]

describe('readDocument', () => {
  it('keeps every known block as it is', () => {
    const blocks = [
      { type: 'heading', level: 2, id: 'how', text: '怎么参加' },
      { type: 'paragraph', content: [{ type: 'strong', text: '注意' }, { type: 'link', href: '/rules', text: '规则' }] },
      { type: 'list', ordered: false, items: [text('甲')] },
      { type: 'table', head: [text('名次')], rows: [[text('1')]] },
      { type: 'image', src: '/a.png', alt: '示意', width: 10, height: 20 },
      { type: 'notice', content: text('以页面显示为准') },
      { type: 'divider' },
    ]
    expect(readDocument({ ...base, blocks })).toEqual({ document: { ...base, blocks }, skipped: [] })
  })

  it('skips a block of an unknown type and a malformed one, keeping the rest, and lists them without their text', () => {
    const read = readDocument({
      ...base,
      blocks: [
        { type: 'paragraph', content: text('第一段') },
        { type: 'carousel', html: '<img src=x onerror=alert(1)>' },
        { type: 'table', head: [text('甲'), text('乙')], rows: [[text('只有一格')]] },
        { type: 'image', src: '/a.png', alt: '没有尺寸' },
        { type: 'paragraph', content: [{ type: 'html', text: '<b>x</b>' }] },
        'not an object',
        { type: 'paragraph', content: text('最后一段') },
      ],
    })
    expect(read?.document.blocks).toEqual([
      { type: 'paragraph', content: text('第一段') },
      { type: 'paragraph', content: text('最后一段') },
    ])
    expect(read?.skipped).toEqual([
      { index: 1, type: 'carousel', reason: 'unknown type' },
      { index: 2, type: 'table', reason: 'malformed' },
      { index: 3, type: 'image', reason: 'malformed' },
      { index: 4, type: 'paragraph', reason: 'malformed' },
      { index: 5, type: '?', reason: 'unknown type' },
    ])
    expect(JSON.stringify(read?.skipped)).not.toContain('onerror')
  })

  it('is null for a document without a title or without a blocks list', () => {
    expect(readDocument({ ...base, title: '', blocks: [] })).toBeNull()
    expect(readDocument({ ...base })).toBeNull()
    expect(readDocument('<html>')).toBeNull()
  })
})
