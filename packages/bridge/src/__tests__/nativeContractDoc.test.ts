import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { TEEN_ERRCODES, TeenNativeErrcode } from '@h5/teen'
import { describe, expect, it } from 'vitest'
import { BRIDGE_ERRMSG, BridgeErrcode, OPS, QUICK_OPS, type OpName, type UrlUse } from '..'
import { flush, outcome, setup } from './harness'
import { SAMPLES } from './samples'

/**
 * docs/native-contract.md is the contract native teams build against; these cases fail when it and the SDK
 * disagree, so neither can change alone: the operations and quick queries, the SDK's errcodes, the URL fields
 * (†) with the rule the "URL checks" table gives each (played against a bridge), and every reply of the
 * "Replies" table (played through a bridge, as a value and as JSON text).
 */
// A path, not `new URL(…, import.meta.url)`: in the jsdom environment Vite turns that into a dev-server address.
const contract = readFileSync(resolve(import.meta.dirname, '../../../../docs/native-contract.md'), 'utf8')

/** The rows of the first table under a `##` or `###` heading, as trimmed cells (header and divider left out). */
function tableRows(heading: string): string[][] {
  const section = contract.split(/^#{2,3} /m).find((part) => part.startsWith(`${heading}\n`))
  if (!section) throw new Error(`docs/native-contract.md has no "## ${heading}"`)
  const lines = section.split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  if (start === -1) throw new Error(`docs/native-contract.md has no table under "${heading}"`)
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'))
  return lines
    .slice(start + 2, end === -1 ? undefined : end)
    .map((line) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()))
}

/** The texts between backticks in a cell. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1]!)
}

const operationRows = tableRows('Operations').map(([op = '', data = '', , , quick = '']) => ({
  op: op.replaceAll('`', ''),
  data,
  quick: quick === '✓',
}))
const errcodeRows = tableRows('Errcodes').map(([errcode = '', name = '', errmsg = '', from = '']) => ({
  errcode: Number(errcode),
  /** The constant code compares with, e.g. `BridgeErrcode.OUTDATED_APP`; none for native codes no package reads. */
  name: codeSpans(name)[0],
  errmsg,
  from,
}))

/** The URL fields a row marks with †; `ShareInfo` carries `link†` and `imgUrl†`. */
function urlFieldsOf(data: string): string[] {
  const fields = [...data.matchAll(/(\w+)†/g)].map((match) => match[1]!)
  return data.includes('ShareInfo') ? ['link', 'imgUrl', ...fields] : fields
}

/** What the "URL checks" table says of a field: its rule (**page**, **browser**, **media**); whether `''` passes. */
interface UrlCheck {
  use: UrlUse
  mayBeEmpty: boolean
}

/** Each `op.field` of the "URL checks" table, and apart the fields of the page's `getShareInfo` answer. */
const urlChecks = tableRows('URL checks').flatMap(([fields = '', , allowed = '']) => {
  const use = /\*\*(page|browser|media)\*\*/.exec(allowed)?.[1]
  if (!use) throw new Error(`no **page**, **browser** or **media** rule in "${allowed}"`)
  const check: UrlCheck = { use: use as UrlUse, mayBeEmpty: allowed.includes("`''`") }
  const opFields = codeSpans(fields).flatMap((span) => {
    const match = /^(\w+)\.(\w+)$/.exec(span)
    return match ? [{ name: span, op: match[1]!, field: match[2]!, ...check }] : []
  })
  const shareInfoFields = [...fields.matchAll(/`getShareInfo` answer's `(\w+)`/g)].map((match) => ({
    field: match[1]!,
    ...check,
  }))
  return [{ opFields, shareInfoFields }]
})
const checkedOpFields = urlChecks.flatMap((row) => row.opFields)
const checkedShareInfoFields = urlChecks.flatMap((row) => row.shareInfoFields)

/**
 * URLs of every kind the rules tell apart, and the rules each passes. The page runs on h5.example.com (the
 * harness); the bridge trusts partner.example.net and knows the app link h5app://webview.
 */
const POLICY = { trustedHosts: ['partner.example.net'], appLinks: ['h5app://webview'] }
const URL_KINDS: readonly { kind: string; url: string; passes: readonly UrlUse[] }[] = [
  { kind: "the page's own host", url: 'https://h5.example.com/rule', passes: ['page', 'browser', 'media'] },
  { kind: 'a trusted host', url: 'https://partner.example.net/a.png', passes: ['page', 'browser', 'media'] },
  { kind: 'a foreign host', url: 'https://elsewhere.example.org/a.png', passes: ['browser', 'media'] },
  { kind: 'http on a trusted host', url: 'http://partner.example.net/a.png', passes: ['browser', 'media'] },
  { kind: 'an app link wrapping a trusted page', url: 'h5app://webview/fullscreen?url=https%3A%2F%2Fpartner.example.net%2F', passes: ['page', 'browser'] },
  { kind: 'an app link whose url is not a URL', url: 'h5app://webview/fullscreen?url=partner.example.net', passes: [] },
  { kind: 'an app link whose url is encoded twice', url: 'h5app://webview/fullscreen?url=https%253A%252F%252Fpartner.example.net%252F', passes: [] },
  { kind: 'a known app link', url: 'h5app://webview/fullscreen', passes: ['page', 'browser'] },
  { kind: 'an app link on another host', url: 'h5app://elsewhere/x', passes: [] },
  { kind: 'userinfo', url: 'https://h5.example.com@elsewhere.example.org/', passes: [] },
  { kind: 'javascript:', url: 'javascript:alert(1)', passes: [] },
  { kind: 'a relative URL', url: '/rule', passes: [] },
]

/** The rows of the "Replies" table: each reply native may send, and what the page does with it. */
const replyRows = tableRows('Replies').flatMap(([replies = '', outcomeCell = '']) => {
  const values: unknown[] = codeSpans(replies).map((span) => JSON.parse(span) as unknown)
  if (replies.startsWith('no value')) values.unshift(undefined)
  return values.map((reply) => [JSON.stringify(reply) ?? 'no value', outcomeCell, reply] as const)
})

describe('docs/native-contract.md', () => {
  it('lists the 39 operations of OPS, in order', () => {
    expect(operationRows.map((row) => row.op)).toEqual(OPS)
  })

  it('marks exactly the quick queries as quick', () => {
    expect(operationRows.filter((row) => row.quick).map((row) => row.op).sort()).toEqual([...QUICK_OPS].sort())
  })

  it("lists the SDK's own errcodes with their messages", () => {
    const sdk = errcodeRows.filter((row) => row.from === 'SDK')
    expect(Object.fromEntries(sdk.map((row) => [row.errcode, row.errmsg]))).toEqual(BRIDGE_ERRMSG)
  })

  it("names each of the SDK's errcodes by its BridgeErrcode member", () => {
    const sdk = errcodeRows.filter((row) => row.from === 'SDK')
    const members = Object.entries(BridgeErrcode).map(([key, errcode]) => [`BridgeErrcode.${key}`, errcode])
    expect(Object.fromEntries(sdk.map((row) => [row.name, row.errcode]))).toEqual(Object.fromEntries(members))
  })

  it("names the native errcodes @h5/teen names (TeenNativeErrcode), next to their numbers", () => {
    for (const [key, errcode] of Object.entries(TeenNativeErrcode)) {
      expect(errcodeRows.find((row) => row.errcode === errcode)).toMatchObject({ name: `TeenNativeErrcode.${key}`, from: 'native' })
    }
  })

  it('lists every errcode @h5/teen gives a meaning of its own (4001 wrong PIN among them)', () => {
    const listed = errcodeRows.map((row) => row.errcode)
    for (const errcode of Object.keys(TEEN_ERRCODES)) expect(listed).toContain(Number(errcode))
  })

  const urlFields = operationRows.flatMap(({ op, data }) => urlFieldsOf(data).map((field) => `${op}.${field}`))

  it('marks every field that carries a URL in the sample payloads', () => {
    expect(urlFields.length).toBeGreaterThan(0)
    for (const { op, data } of operationRows) {
      const sample = SAMPLES[op as OpName].data as Record<string, unknown>
      const carriesUrl = Object.keys(sample).filter((field) => /^https?:/.test(String(sample[field])))
      for (const field of carriesUrl) expect(urlFieldsOf(data), op).toContain(field)
    }
  })

  it('gives every field marked † a rule under "URL checks", and no other field', () => {
    expect(checkedOpFields.map(({ name }) => name).sort()).toEqual([...urlFields].sort())
  })

  it('gives the link and picture of the getShareInfo answer a rule under "URL checks"', () => {
    expect(checkedShareInfoFields.map(({ field }) => field).sort()).toEqual(['imgUrl', 'link'])
  })

  describe.each(checkedOpFields)('$name, a $use URL', ({ op, field, use, mayBeEmpty }) => {
    const cases = [
      ...URL_KINDS.map(({ kind, url, passes }) => [kind, url, passes.includes(use) ? 'passes' : 'fails'] as const),
      ['empty', '', mayBeEmpty ? 'passes' : 'fails'] as const,
    ]

    it.each(cases)('%s (%j) %s: sent to native, else rejected 996', async (_kind, url, verdict) => {
      // Native answers every op, so a call the SDK lets through resolves instead of waiting.
      const { bridge, native } = setup('android', { handlers: { [op]: () => SAMPLES[op as OpName].result } }, POLICY)
      const data = { ...SAMPLES[op as OpName].data, [field]: url }
      const result = await outcome(bridge.call(op as OpName, data as never))
      if (verdict === 'passes') {
        expect(result).toEqual({ value: SAMPLES[op as OpName].result })
        expect(native.calls).toEqual([{ op, data: { ...data, [field]: url && new URL(url).href } }])
      } else {
        expect(result).toEqual({ error: expect.objectContaining({ errcode: 996, errmsg: BRIDGE_ERRMSG[996] }) })
        expect(native.calls).toEqual([])
      }
    })
  })

  describe.each(checkedShareInfoFields)("getShareInfo's answer's $field, a $use URL", ({ field, use, mayBeEmpty }) => {
    const cases = [
      ...URL_KINDS.map(({ kind, url, passes }) => [kind, url, passes.includes(use) ? 'passes' : 'fails'] as const),
      ['empty', '', mayBeEmpty ? 'passes' : 'fails'] as const,
    ]

    it.each(cases)('%s (%j) %s: handed to native, else errcode 500', async (_kind, url, verdict) => {
      const { bridge, native } = setup('android', {}, POLICY)
      await flush()
      const card = { ...SAMPLES.share.data, channel: undefined, [field]: url }
      bridge.on('shareInfo', () => card)
      const answer = await native.callPage('getShareInfo')
      if (verdict === 'passes') expect(answer).toMatchObject({ [field]: url && new URL(url).href })
      else expect(answer).toEqual({ errcode: 500 })
    })
  })

  it.each(replyRows)('native replies %s: the page %s', async (_name, outcomeCell, reply) => {
    const forms = typeof reply === 'string' || reply === undefined ? [reply] : [reply, JSON.stringify(reply)]
    for (const form of forms) {
      const { win, bridge, diagnostics } = setup('android', { handlers: { finish: () => ({}) } })
      await bridge.call('finish') // the bridge is there; from now on native answers with the raw form
      win.WebViewJavascriptBridge!.callHandler = (_handler, _data, callback) => callback?.(form)
      const result = await outcome(bridge.call('finish'))

      const rejects = /^rejects (\d+)(?: `([^`]+)`)?/.exec(outcomeCell)
      if (outcomeCell.startsWith('resolves the object')) expect(result, String(form)).toEqual({ value: reply })
      else if (outcomeCell.startsWith('resolves `{}`')) expect(result, String(form)).toEqual({ value: {} })
      else if (rejects) {
        const errcode = Number(rejects[1])
        const errmsg = rejects[2] ?? BRIDGE_ERRMSG[errcode]
        expect(result, String(form)).toEqual({ error: expect.objectContaining({ errcode, errmsg }) })
        if (errcode === 995) expect(diagnostics).toEqual([{ kind: 'malformed-reply', op: 'finish' }])
      } else throw new Error(`docs/native-contract.md, "Replies": no outcome the test reads in "${outcomeCell}"`)
    }
  })
})
