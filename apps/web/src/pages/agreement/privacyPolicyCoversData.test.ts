// @vitest-environment node
import { OPS } from '@h5/bridge'
import { OP_PERSONAL_DATA } from '@h5/bridge/personalData'
import type { ContentDocument, Inline } from '@h5/content'
import { MOCK_AGREEMENT_VERSIONS } from '@h5/mock-backend'
import { personalDataOf, readOpenApiDocument } from '@h5/mock-backend/testing'
import { describe, expect, it } from 'vitest'
import privacy from '../../../content/agreement/privacy.md'
import { DOCUMENT_SETTINGS } from '../../../contentPlugin'

/**
 * The privacy policy says what the code collects (docs/content.md, "The privacy policy matches the code"): the
 * personal data of every bridge operation (`OP_PERSONAL_DATA`) and every field docs/openapi.yaml marks
 * personal (`x-h5-personal`) has its row in the table "我们收集的信息", whose first cell names the data.
 */
const plain = (line: readonly Inline[]) => line.map((inline) => inline.text).join('')
const text = (document: ContentDocument) => JSON.stringify(document.blocks)

/** The section under the level-2 heading `id`, as text. */
function section(id: string): string {
  const start = privacy.blocks.findIndex((block) => block.type === 'heading' && block.id === id)
  const end = privacy.blocks.findIndex((block, index) => index > start && block.type === 'heading' && block.level === 2)
  expect(start, `the policy has a section #${id}`).toBeGreaterThanOrEqual(0)
  return JSON.stringify(privacy.blocks.slice(start, end === -1 ? undefined : end))
}

/** The first cell of each row of the table of #collected: the data the app collects. */
const collectedTable = privacy.blocks.find((block, index) => block.type === 'table' && privacy.blocks.slice(0, index).some((before) => before.type === 'heading' && before.id === 'collected'))
const collected = collectedTable?.type === 'table' ? collectedTable.rows.map((row) => plain(row[0] ?? [])) : []
const missingFrom = (terms: readonly string[]) => terms.filter((term) => !collected.some((row) => row.includes(term)))

describe('the privacy policy', () => {
  it('has a table of what it collects, with what, why and where', () => {
    expect(collectedTable?.type === 'table' && collectedTable.head.map(plain)).toEqual(['信息', '用途', '在哪里收集'])
    expect(collected.length).toBeGreaterThan(15)
  })

  it('has a row for the personal data of every bridge operation that reads or hands it over', () => {
    const missing = OPS.filter((op) => {
      const data = OP_PERSONAL_DATA[op]
      return data !== null && missingFrom([data]).length > 0
    }).map((op) => `${op}: ${OP_PERSONAL_DATA[op]}`)
    expect(missing, 'add a row to apps/web/content/agreement/privacy.md for each').toEqual([])
  })

  it('names every operation of the bridge in the marker', () => {
    expect(Object.keys(OP_PERSONAL_DATA).sort()).toEqual([...OPS].sort())
  })

  it('has a row for the personal data of every field docs/openapi.yaml marks personal (x-h5-personal)', () => {
    const marked = personalDataOf(readOpenApiDocument())
    expect(marked).toEqual(expect.arrayContaining(['手机号与短信验证码', '充值与消费记录', '提现记录与提现账户', '实名信息']))
    expect(missingFrom(marked), 'add a row to apps/web/content/agreement/privacy.md for each').toEqual([])
  })

  it.each(['客户端标识', '登录令牌', '姓名', '身份证号', '人脸识别', '照片', '语音', '剪贴板', '邀请码', 'Sentry'])('says what it collects: %s', (term) => {
    expect(text(privacy)).toContain(term)
  })

  it('names the sensitive personal information as such, and the separate consent the face check and the ID photos ask first', () => {
    const sensitive = section('sensitive')
    for (const term of ['人脸识别信息', '身份证件号码与证件照片', '语音', '提现账户', '未满 14 周岁']) expect(sensitive).toContain(term)
    expect(sensitive).toContain('单独请你同意')
    expect(sensitive).toContain('撤回')
  })

  it('names the operator and how to reach them, from the build settings', () => {
    const { operatorName, operatorAddress, privacyEmail } = DOCUMENT_SETTINGS
    // The unit tests build without the variables: the placeholders show, marked as such.
    for (const setting of [operatorName, operatorAddress, privacyEmail]) expect(section('contact')).toContain(setting.placeholder)
    expect(section('operator')).toContain(operatorName.placeholder)
  })

  it('names each third party and what it receives', () => {
    const thirdParties = section('third-parties')
    for (const party of ['人脸核身服务', DOCUMENT_SETTINGS.faceVerifyProvider.placeholder, '微信支付', '支付宝', 'Apple', 'Sentry']) expect(thirdParties).toContain(party)
  })

  it('gives the user their rights, with the way to cancel the account, how long data is kept, and the rules for minors', () => {
    const rights = section('rights')
    for (const right of ['查阅', '复制', '更正', '删除', '撤回同意', '注销账号']) expect(rights).toContain(right)
    expect(rights).toContain('"href":"/account/cancellation"')
    expect(section('retention')).toContain('3 年')
    expect(section('minors')).toContain('未满 14 周岁')
  })

  it('is the version the simulated server asks users to accept', () => {
    expect(privacy.version).toBe(MOCK_AGREEMENT_VERSIONS.privacy)
  })
})
