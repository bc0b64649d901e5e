import { describe, expect, it } from 'vitest'
import { ContentErrorCode } from '..'
import { compileMarkdown, MalformedSourceError } from '../compile'

const FRONT = '---\ntitle: 测试规则\nversion: 1.2\nupdated: 2026-11-20\neffective: 2026-12-01\ngroup: 互动玩法\n---\n'
const compile = (body: string) => compileMarkdown(FRONT + body, 'rule/test', 'content/rule/test.md')

/** The error a malformed body throws: its message names the file and the line in the file. */
function failure(body: string, front = FRONT): MalformedSourceError {
  try {
    compileMarkdown(front + body, 'rule/test', 'content/rule/test.md')
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedSourceError)
    return error as MalformedSourceError
  }
  throw new Error('compiled without an error')
}

describe('compileMarkdown', () => {
  it('takes the front-matter and the id', () => {
    const document = compile('正文。')
    expect(document).toMatchObject({ id: 'rule/test', title: '测试规则', version: '1.2', updated: '2026-11-20', effective: '2026-12-01', group: '互动玩法' })
  })

  it('fills in the build settings a text names, as text, wherever text goes', () => {
    const settings = { operatorName: '示例*科技*有限公司', email: 'privacy@example.com' }
    const document = compileMarkdown(
      FRONT + '## 联系{{operatorName}}\n\n运营者：{{ operatorName }}，邮箱 **{{email}}**。\n\n| 谁 |\n| --- |\n| {{operatorName}} |\n',
      'rule/test',
      'content/rule/test.md',
      settings,
    )
    expect(document.blocks).toEqual([
      { type: 'heading', level: 2, id: 'section-1', text: '联系示例*科技*有限公司' },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '运营者：示例*科技*有限公司，邮箱 ' },
          { type: 'strong', text: 'privacy@example.com' },
          { type: 'text', text: '。' },
        ],
      },
      { type: 'table', head: [[{ type: 'text', text: '谁' }]], rows: [[[{ type: 'text', text: '示例*科技*有限公司' }]]] },
    ])
  })

  it('fails on a setting it was not given, naming it and the line', () => {
    expect(() => compileMarkdown(FRONT + '正文\n\n运营者：{{operatorNmae}}\n', 'rule/test', 'content/rule/test.md', { operatorName: 'x' })).toThrow(
      /content\/rule\/test\.md:10: no build setting \{\{operatorNmae\}\}/,
    )
  })

  it('compiles headings with their anchors, automatic or given', () => {
    expect(compile('## 怎么参加\n\n### 细则 {#details}\n').blocks).toEqual([
      { type: 'heading', level: 2, id: 'section-1', text: '怎么参加' },
      { type: 'heading', level: 3, id: 'details', text: '细则' },
    ])
  })

  it('compiles a paragraph with bold text and links, joining wrapped Chinese lines without a space', () => {
    expect(compile('每日**0 点**清零，详见\n[充值协议](/agreement/recharge)和[官网](https://example.com/a)。').blocks).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '每日' },
          { type: 'strong', text: '0 点' },
          { type: 'text', text: '清零，详见' },
          { type: 'link', href: '/agreement/recharge', text: '充值协议' },
          { type: 'text', text: '和' },
          { type: 'link', href: 'https://example.com/a', text: '官网' },
          { type: 'text', text: '。' },
        ],
      },
    ])
  })

  it('compiles ordered and unordered lists', () => {
    expect(compile('1. 第一\n2. **第二**\n\n- 甲\n- 乙\n').blocks).toEqual([
      { type: 'list', ordered: true, items: [[{ type: 'text', text: '第一' }], [{ type: 'strong', text: '第二' }]] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: '甲' }], [{ type: 'text', text: '乙' }]] },
    ])
  })

  it('compiles a table', () => {
    expect(compile('| 名次 | 奖励 |\n| --- | --- |\n| 1 | 头像框 |\n').blocks).toEqual([
      {
        type: 'table',
        head: [[{ type: 'text', text: '名次' }], [{ type: 'text', text: '奖励' }]],
        rows: [[[{ type: 'text', text: '1' }], [{ type: 'text', text: '头像框' }]]],
      },
    ])
  })

  it('compiles a picture with its size, a notice and a divider', () => {
    expect(compile('![头像框示意](/content/frame.png "750x420")\n\n> **注意**：以页面显示为准。\n\n---\n').blocks).toEqual([
      { type: 'image', src: '/content/frame.png', alt: '头像框示意', width: 750, height: 420 },
      { type: 'notice', content: [{ type: 'strong', text: '注意' }, { type: 'text', text: '：以页面显示为准。' }] },
      { type: 'divider' },
    ])
  })

  it('links to an anchor of the same document', () => {
    const document = compile('## 剪贴板 {#clipboard}\n\n见[剪贴板](#clipboard)。')
    expect(document.blocks[1]).toMatchObject({ content: [{ type: 'text' }, { type: 'link', href: '#clipboard' }, { type: 'text' }] })
  })

  // Front-matter: 7 lines, so the body's first line is line 8 of the file.
  it.each([
    ['raw HTML', '正文\n\n<script>alert(1)</script>\n', 10, /html/],
    ['a javascript: link', '第一行\n[点我](javascript:alert(1))\n', 9, /javascript:alert/],
    ['a link to an anchor that does not exist', '[见下文](#nowhere)\n', 8, /#nowhere/],
    ['a level-1 heading', '正文\n\n# 标题\n', 10, /headings are/],
    ['a level-4 heading', '#### 太深\n', 8, /headings are/],
    ['a picture without its size', '![图](/a.png)\n', 8, /750x420/],
    ['a picture without a description', '![](/a.png "10x10")\n', 8, /description/],
    ['a nested list', '- 甲\n  - 乙\n', 8, /nested/],
    ['code', '```\ncode\n```\n', 8, /code/],
    ['italics', '*斜体*\n', 8, /emphasis/],
    ['a notice of two paragraphs', '> 甲\n>\n> 乙\n', 8, /one paragraph/],
    ['a duplicated anchor', '## 甲 {#a}\n\n## 乙 {#a}\n', 10, /twice/],
  ])('fails on %s, naming the file and line', (_, body, line, what) => {
    const error = failure(body)
    expect(error.code).toBe(ContentErrorCode.MALFORMED_SOURCE)
    expect(error.place).toEqual({ file: 'content/rule/test.md', line })
    expect(error.message).toMatch(new RegExp(`^content/rule/test\\.md:${line}: `))
    expect(error.message).toMatch(what)
  })

  it.each([
    ['no front-matter', '正文\n', 1, /front-matter/],
    ['an unknown key', '---\ntitle: 甲\nauthor: 乙\n---\n正文\n', 3, /unknown front-matter key "author"/],
    ['a bad date', '---\ntitle: 甲\nversion: 1\nupdated: 2026-13-01\neffective: 2026-12-01\n---\n正文\n', 4, /YYYY-MM-DD/],
    ['a missing version', '---\ntitle: 甲\nupdated: 2026-11-01\neffective: 2026-12-01\n---\n正文\n', 1, /"version"/],
    ['an unclosed block', '---\ntitle: 甲\n', 1, /not closed/],
  ])('fails on a front-matter with %s, naming the line', (_, source, line, what) => {
    const error = failure(source, '')
    expect(error.place).toEqual({ file: 'content/rule/test.md', line })
    expect(error.message).toMatch(what)
  })

  it('fails on a document without text', () => {
    expect(failure('\n').message).toMatch(/no text/)
  })
})
