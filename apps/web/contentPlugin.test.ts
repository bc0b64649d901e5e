import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { contentPlugin, DOCUMENT_SETTINGS, readContentIndex, readDocumentSettings } from './contentPlugin.ts'

const FRONT = '---\ntitle: 示例规则\nversion: 1.0\nupdated: 2026-11-20\neffective: 2026-11-20\ngroup: 语音房玩法\n---\n'
let root: string

afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A throw-away app: `content/rule/example.md` with `body`, and an entry that imports it and the index. */
function app(body: string): string {
  root = mkdtempSync(join(tmpdir(), 'content-plugin-'))
  mkdirSync(join(root, 'content', 'rule'), { recursive: true })
  writeFileSync(join(root, 'content', 'rule', 'example.md'), FRONT + body)
  writeFileSync(join(root, 'entry.js'), "import doc from './content/rule/example.md'\nimport index from 'virtual:content-index'\nexport { doc, index }\n")
  return root
}

const buildApp = (dir: string) =>
  build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [contentPlugin(join(dir, 'content'))],
    build: { write: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'] } },
  })

describe('contentPlugin', () => {
  it('builds a document into data, without the parser', async () => {
    const output = await buildApp(app('## 怎么玩\n\n每日**0 点**清零。\n'))
    const code = (Array.isArray(output) ? output[0]! : output as { output: { code?: string }[] }).output.map((chunk) => chunk.code ?? '').join('')
    expect(code).toMatch(/type: ?"strong"/)
    expect(code).toContain('0 点')
    expect(code).toContain('/rule/example')
    expect(code).not.toContain('micromark')
  })

  it('fails the build on a malformed file, naming the file and the line', async () => {
    // Front-matter: 7 lines; the <div> is on line 10.
    await expect(buildApp(app('正文\n\n<div>raw</div>\n'))).rejects.toThrow(/content\/rule\/example\.md:10: unsupported Markdown: html/)
  })

  it('makes `.md?page` the page module over the document: the content page module bound to it', async () => {
    const dir = app('## 怎么玩\n\n正文\n')
    // A stand-in for components/document/DocumentPage.tsx: the page module's default is what `documentPage` returns.
    writeFileSync(join(dir, 'DocumentPage.js'), 'export const documentPage = (document) => ({ pageOf: document.id, title: document.title })\n')
    writeFileSync(join(dir, 'entry.js'), "export const load = () => import('./content/rule/example.md?page')\n")
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [contentPlugin(join(dir, 'content'), join(dir, 'DocumentPage.js'))],
      build: { outDir: join(dir, 'dist'), lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' } },
    })
    const { load } = (await import(pathToFileURL(join(dir, 'dist', 'entry.mjs')).href)) as { load: () => Promise<{ default: unknown }> }
    expect((await load()).default).toEqual({ pageOf: 'rule/example', title: '示例规则' })
  })

  it('fills in the build settings a document names from the environment, or their marked placeholders', async () => {
    const dir = app('运营者：{{operatorName}}，邮箱 {{privacyEmail}}\n')
    writeFileSync(join(dir, '.env'), 'VITE_OPERATOR_NAME=示例科技有限公司\n')
    const output = await build({
      root: dir,
      envDir: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [contentPlugin(join(dir, 'content'))],
      build: { write: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'] } },
    })
    const code = (Array.isArray(output) ? output[0]! : (output as { output: { code?: string }[] })).output.map((chunk) => chunk.code ?? '').join('')
    expect(code).toContain('运营者：示例科技有限公司，邮箱 【个人信息保护联系邮箱待填写】')
  })

  it('reads each setting from its variable, and names those left at their placeholder', () => {
    expect(readDocumentSettings({ VITE_PRIVACY_EMAIL: ' privacy@example.com ', VITE_OPERATOR_NAME: '' })).toEqual({
      values: {
        operatorName: DOCUMENT_SETTINGS.operatorName.placeholder,
        operatorAddress: DOCUMENT_SETTINGS.operatorAddress.placeholder,
        privacyEmail: 'privacy@example.com',
        faceVerifyProvider: DOCUMENT_SETTINGS.faceVerifyProvider.placeholder,
        businessEmail: DOCUMENT_SETTINGS.businessEmail.placeholder,
      },
      placeholders: ['operatorName', 'operatorAddress', 'faceVerifyProvider', 'businessEmail'],
    })
  })

  it('indexes the grouped documents', () => {
    expect(readContentIndex(join(app('正文\n'), 'content'))).toEqual([{ path: '/rule/example', title: '示例规则', group: '语音房玩法' }])
  })
})
