import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { TEEN_ERROR_BY_ERRCODE } from '@h5/teen'
import { describe, expect, it } from 'vitest'
import { BRIDGE_ERRMSG, OPS, QUICK_OPS, type OpName } from '..'
import { setup } from './harness'
import { SAMPLES } from './samples'

/**
 * docs/native-contract.md is the contract native teams build against; these cases fail when it and the SDK
 * disagree, so neither can change alone.
 */
// A path, not `new URL(…, import.meta.url)`: in the jsdom environment Vite turns that into a dev-server address.
const contract = readFileSync(resolve(import.meta.dirname, '../../../../docs/native-contract.md'), 'utf8')

/** The rows of the first table under a `## heading`, as trimmed cells (header and divider left out). */
function tableRows(heading: string): string[][] {
  const section = contract.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
  if (!section) throw new Error(`docs/native-contract.md has no "## ${heading}"`)
  const lines = section.split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'))
  return lines
    .slice(start + 2, end === -1 ? undefined : end)
    .map((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()))
}

const operationRows = tableRows('Operations').map(([op = '', data = '', , , quick = '']) => ({
  op: op.replaceAll('`', ''),
  data,
  quick: quick === '✓',
}))
const errcodeRows = tableRows('Errcodes').map(([errcode = '', errmsg = '', from = '']) => ({
  errcode: Number(errcode),
  errmsg,
  from,
}))

/** The URL fields a row marks with †; `ShareInfo` carries `link†` and `imgUrl†`. */
function urlFieldsOf(data: string): string[] {
  const fields = [...data.matchAll(/(\w+)†/g)].map((match) => match[1]!)
  return data.includes('ShareInfo') ? ['link', 'imgUrl', ...fields] : fields
}

describe('docs/native-contract.md', () => {
  it('lists the 38 operations of OPS, in order', () => {
    expect(operationRows.map((row) => row.op)).toEqual(OPS)
  })

  it('marks exactly the quick queries as quick', () => {
    expect(operationRows.filter((row) => row.quick).map((row) => row.op).sort()).toEqual([...QUICK_OPS].sort())
  })

  it("lists the SDK's own errcodes with their messages", () => {
    const sdk = errcodeRows.filter((row) => row.from === 'SDK')
    expect(Object.fromEntries(sdk.map((row) => [row.errcode, row.errmsg]))).toEqual(BRIDGE_ERRMSG)
  })

  it('lists every errcode @h5/teen gives a meaning of its own (4001 wrong PIN among them)', () => {
    const listed = errcodeRows.map((row) => row.errcode)
    for (const errcode of Object.keys(TEEN_ERROR_BY_ERRCODE)) expect(listed).toContain(Number(errcode))
  })

  const urlFields = operationRows.flatMap(({ op, data }) => urlFieldsOf(data).map((field) => [op, field] as const))

  it('marks every field that carries a URL in the sample payloads', () => {
    expect(urlFields.length).toBeGreaterThan(0)
    for (const { op, data } of operationRows) {
      const sample = SAMPLES[op as OpName].data as Record<string, unknown>
      const carriesUrl = Object.keys(sample).filter((field) => /^https?:/.test(String(sample[field])))
      for (const field of carriesUrl) expect(urlFieldsOf(data), op).toContain(field)
    }
  })

  it.each(urlFields)('checks the URL field %s.%s before native sees it (996)', async (op, field) => {
    // Native answers every op, so a field the SDK does not check resolves instead of waiting.
    const { bridge, native } = setup('ios', { handlers: { [op]: () => SAMPLES[op as OpName].result } })
    const data = { ...SAMPLES[op as OpName].data, [field]: 'javascript:alert(1)' }
    await expect(bridge.call(op as OpName, data as never)).rejects.toMatchObject({ errcode: 996 })
    expect(native.calls).toEqual([])
  })
})
