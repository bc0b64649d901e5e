import { OPS } from '@h5/bridge'
import { OP_PERSONAL_DATA } from '@h5/bridge/personalData'
import type { Inline } from '@h5/content'
import { describe, expect, it } from 'vitest'
import privacy from '../../../content/agreement/privacy.md'

const plain = (line: readonly Inline[]) => line.map((inline) => inline.text).join('')

/** The first cell of each row of the policy's table "我们收集的信息": the data the app collects. */
const collected = privacy.blocks.flatMap((block) => (block.type === 'table' ? block.rows.map((row) => plain(row[0] ?? [])) : []))

describe('the privacy policy', () => {
  it('has a row for the personal data of every bridge operation that reads or hands it over', () => {
    const missing = OPS.filter((op) => {
      const data = OP_PERSONAL_DATA[op]
      return data !== null && !collected.some((row) => row.includes(data))
    }).map((op) => `${op}: ${OP_PERSONAL_DATA[op]}`)
    expect(missing, 'add a row to apps/web/content/agreement/privacy.md for each').toEqual([])
  })

  it('names every operation of the bridge in the marker', () => {
    expect(Object.keys(OP_PERSONAL_DATA).sort()).toEqual([...OPS].sort())
  })

  it.each(['客户端标识', '登录令牌', '姓名', '身份证号', '人脸识别', '照片', '语音', '剪贴板', '邀请码', 'Sentry'])(
    'says what it collects: %s',
    (term) => {
      expect(JSON.stringify(privacy.blocks)).toContain(term)
    },
  )
})
