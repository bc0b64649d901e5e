import { describe, expect, it } from 'vitest'
import { changedAgreements } from './changedAgreements'

const item = (key: 'user' | 'privacy' | 'recharge', version: string) => ({ key, version, title: key, changes: [] })

describe('changedAgreements', () => {
  it('is empty when the current versions are the ones shown', () => {
    expect(changedAgreements([item('user', '3.0'), item('privacy', '3.0')], [item('user', '3.0'), item('privacy', '3.0')])).toEqual([])
  })

  it('names an agreement whose version changed, and one that was not shown', () => {
    expect(changedAgreements([item('user', '3.0'), item('privacy', '2.9')], [item('user', '3.0'), item('privacy', '3.0'), item('recharge', '2.0')])).toEqual([
      item('privacy', '3.0'),
      item('recharge', '2.0'),
    ])
  })

  it('ignores an agreement shown but no longer pending (accepted elsewhere meanwhile)', () => {
    expect(changedAgreements([item('user', '3.0'), item('privacy', '3.0')], [item('privacy', '3.0')])).toEqual([])
  })
})
