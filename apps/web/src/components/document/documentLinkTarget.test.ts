import { describe, expect, it } from 'vitest'
import { documentLinkTarget } from './documentLinkTarget'

const context = { origin: 'https://h5.example.com', trustedHosts: ['partner.example.net'] }

describe('documentLinkTarget', () => {
  it.each([
    ['#clipboard', { kind: 'anchor', id: 'clipboard' }],
    ['/agreement/privacy#clipboard', { kind: 'route', to: '/agreement/privacy#clipboard' }],
    ['https://h5.example.com/rules?x=1#a', { kind: 'route', to: '/rules?x=1#a' }],
    ['https://partner.example.net/a', { kind: 'page', url: 'https://partner.example.net/a' }],
    ['https://www.gov.cn/', { kind: 'outside', url: 'https://www.gov.cn/' }],
  ])('opens %s by the app rules', (href, target) => {
    expect(documentLinkTarget(href, context)).toEqual(target)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.com/a',
    '/\\evil.com',
    '\\\\evil.com',
    'http://partner.example.net/',
    'https://h5.example.com@evil.com/',
    'h5app:javascript:alert(1)',
    '#<img>',
    '',
  ])('makes %j inert', (href) => {
    expect(documentLinkTarget(href, context)).toEqual({ kind: 'inert' })
  })
})
