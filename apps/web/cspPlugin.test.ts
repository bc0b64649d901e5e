import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cspAdditions, httpsSource, withSettingsCsp, withSources } from './cspPlugin.ts'
import { metaCspOf } from './prerender/securityHeaders.ts'

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8')
const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.split(' ')[0] === name)

describe('the CSP names the hosts of the build settings', () => {
  it('adds the upload hosts and the DSN’s origin to connect-src, the CDN hosts to img-src, and nothing else', () => {
    const html = withSettingsCsp(template, {
      VITE_UPLOAD_HOSTS: 'oss.example.com, *.oss-cn-hangzhou.aliyuncs.com',
      VITE_CDN_HOSTS: 'cdn.example.com,*.qlogo.cn',
      VITE_SENTRY_DSN: 'https://public-key@o12.ingest.sentry.io/3456',
    })
    const policy = metaCspOf(html)
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://oss.example.com https://*.oss-cn-hangzhou.aliyuncs.com https://o12.ingest.sentry.io")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com https://*.qlogo.cn")
    // The rest of the policy is index.html's, untouched; the DSN's key never reaches the page.
    const untouched = (text: string) => text.split('; ').filter((entry) => !/^(connect|img)-src /.test(entry))
    expect(untouched(policy)).toEqual(untouched(metaCspOf(template)))
    expect(html).not.toContain('public-key')
  })

  it('keeps the same-origin default without settings (dev, preview, e2e)', () => {
    expect(metaCspOf(withSettingsCsp(template, {}))).toBe(metaCspOf(template))
    expect(directive(metaCspOf(template), 'connect-src')).toBe("connect-src 'self'")
  })

  it.each([
    ["a CSP keyword", "'unsafe-inline'"],
    ['a second directive', 'cdn.example.com; script-src *'],
    ['everything', '*'],
    ['a scheme', 'https://cdn.example.com'],
    ['http', 'http:'],
    ['a port', 'cdn.example.com:8080'],
    ['a path', 'cdn.example.com/img'],
    ['a blank inside', 'cdn example.com'],
    ['Unicode (write IDN in punycode)', 'bücher.example'],
  ])('fails the build on %s in a host setting', (_name, entry) => {
    expect(() => cspAdditions({ VITE_CDN_HOSTS: entry })).toThrow(/^VITE_CDN_HOSTS: /)
    expect(() => cspAdditions({ VITE_UPLOAD_HOSTS: `oss.example.com,${entry}` })).toThrow(/^VITE_UPLOAD_HOSTS: /)
  })

  it('fails the build on a DSN that is no https URL, without printing its key', () => {
    expect(() => cspAdditions({ VITE_SENTRY_DSN: 'http://secret-key@o1.ingest.sentry.io/1' })).toThrow(/not an https URL/)
    expect(() => cspAdditions({ VITE_SENTRY_DSN: 'http://secret-key@o1.ingest.sentry.io/1' })).not.toThrow(/secret-key/)
  })

  it('reads entries in any case, and a wildcard only as the first label', () => {
    expect(httpsSource('VITE_CDN_HOSTS', 'CDN.Example.com')).toBe('https://cdn.example.com')
    expect(() => httpsSource('VITE_CDN_HOSTS', 'cdn.*.example.com')).toThrow()
  })

  it('refuses a policy without the directive it would add to', () => {
    expect(() => withSources("default-src 'self'", { 'connect-src': ['https://a.example'], 'img-src': [] })).toThrow('has no connect-src')
  })
})
