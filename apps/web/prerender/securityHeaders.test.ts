import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BOOT_GUARD_SCRIPT } from './bootGuardScript.ts'
import { PRERENDER_SCRIPT } from './prerenderScript.ts'
import { cspHeader, metaCspOf, PERMISSIONS_POLICY, securityHeadersConf } from './securityHeaders.ts'

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the security headers', () => {
  it('send the meta CSP as a header, with every inline script hash and frame-ancestors', () => {
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
      'Permissions-Policy',
    ])
    expect(lines.every((line) => line.endsWith(' always;'))).toBe(true)
    expect(conf).toContain('X-Content-Type-Options "nosniff"')
    expect(conf).toMatch(/Strict-Transport-Security "max-age=\d{8,}; includeSubDomains"/)
  })

  it('turn off the camera, microphone, location and payment APIs for the page itself (native does the camera)', () => {
    const conf = securityHeadersConf(template)
    expect(conf).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`)
    const features = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features[feature]).toBe('()')
    // What the bridge's web fallbacks use stays on.
    for (const feature of ['autoplay', 'web-share', 'clipboard-read', 'clipboard-write']) expect(features).not.toHaveProperty(feature)
  })

  it('allow no host but the page’s own by default: no https: wildcard for connections or pictures', () => {
    const directives = Object.fromEntries(metaCspOf(template).split('; ').map((directive) => [directive.split(' ')[0], directive]))
    expect(directives['connect-src']).toBe("connect-src 'self'")
    expect(directives['img-src']).toBe("img-src 'self' data: blob:")
    // The iOS bridge's frames (https://__bridge_loaded__) cannot be named by host: cspPlugin.ts says why.
    expect(directives['frame-src']).toBe("frame-src 'self' https:")
  })

  it('refuse a template without the meta CSP', () => {
    expect(() => metaCspOf('<html><head></head></html>')).toThrow('no Content-Security-Policy meta')
  })
})
