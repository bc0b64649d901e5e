import { describe, expect, it } from 'vitest'
import { htmlFileOf } from './htmlFileOf.ts'

describe('htmlFileOf', () => {
  it('serves / from index.html and any other route from <path>.html', () => {
    expect(htmlFileOf('/')).toBe('index.html')
    expect(htmlFileOf('/redpacket/open')).toBe('redpacket/open.html')
  })
})
