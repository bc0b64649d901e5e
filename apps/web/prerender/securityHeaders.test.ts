import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BOOT_GUARD_SCRIPT } from './bootGuardScript.ts'
import { PRERENDER_SCRIPT } from './prerenderScript.ts'
import { cspHeader, metaCspOf, securityHeadersConf } from './securityHeaders.ts'

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the security headers', () => {
  it('send the meta CSP as a header, with every inline script hash and frame-ancestors (issue 13)', () => {
    const header = cspHeader(metaCspOf(template))
    expect(header).toContain(`script-src 'self' ${sha256(BOOT_GUARD_SCRIPT)} ${sha256(PRERENDER_SCRIPT)};`)
    expect(header.endsWith("; frame-ancestors 'self'")).toBe(true)
    // Everything else of the meta policy is kept as it is.
    expect(header.replace(/ 'sha256-[^']+'/g, '').replace("; frame-ancestors 'self'", '')).toBe(metaCspOf(template))
    expect(header).toContain("object-src 'none'")
  })

  it('are an nginx snippet with nosniff, HSTS and no referrer, sent on every answer', () => {
    const conf = securityHeadersConf(template)
    const lines = conf.split('\n').filter((line) => line.startsWith('add_header'))
    expect(lines.map((line) => line.split(' ')[1])).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
      'Referrer-Policy',
    ])
    expect(lines.every((line) => line.endsWith(' always;'))).toBe(true)
    expect(conf).toContain('X-Content-Type-Options "nosniff"')
    expect(conf).toMatch(/Strict-Transport-Security "max-age=\d{8,}; includeSubDomains"/)
  })

  it('refuse a template without the meta CSP', () => {
    expect(() => metaCspOf('<html><head></head></html>')).toThrow('no Content-Security-Policy meta')
  })
})
