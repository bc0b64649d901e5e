import { describe, expect, it } from 'vitest'
import { FLOW_FROM_STATUS, nextTeenFlow, readTeenFlow } from './teenFlow'

describe('readTeenFlow', () => {
  it('reads the distance to the status page and the chosen bracket of a history entry', () => {
    expect(readTeenFlow({ back: 3, age: 0 })).toEqual({ back: 3, age: 0 })
  })

  it.each([null, undefined, 'x', {}, { back: 0 }, { back: -1 }, { back: 1.5 }, { back: '2' }])(
    'treats %j as no flow (no status page behind it)',
    (state) => {
      expect(readTeenFlow(state)).toEqual({ back: null })
    },
  )

  it('reads the visit that names the flow’s state, and drops one that is not a name', () => {
    expect(readTeenFlow({ back: 2, age: 1, visit: 'k7x2' })).toEqual({ back: 2, age: 1, visit: 'k7x2' })
    expect(readTeenFlow({ back: 2, visit: '' })).toEqual({ back: 2 })
    expect(readTeenFlow({ back: 2, visit: 7 })).toEqual({ back: 2 })
  })

  it('drops a bracket that is not one', () => {
    expect(readTeenFlow({ back: 2, age: 3 })).toEqual({ back: 2 })
    expect(readTeenFlow({ back: 2, age: '1' })).toEqual({ back: 2 })
  })
})

describe('nextTeenFlow', () => {
  it('is one entry further from the status page and keeps the bracket', () => {
    expect(nextTeenFlow({ back: 2, age: 1 })).toEqual({ back: 3, age: 1 })
  })

  it('stays in the same visit', () => {
    expect(nextTeenFlow({ back: 2, age: 1, visit: 'k7x2' })).toEqual({ back: 3, age: 1, visit: 'k7x2' })
  })

  it('takes a newly chosen bracket', () => {
    expect(nextTeenFlow(FLOW_FROM_STATUS, 0)).toEqual({ back: 2, age: 0 })
  })

  it('stays without a status page when the flow began elsewhere', () => {
    expect(nextTeenFlow({ back: null }, 2)).toEqual({ back: null, age: 2 })
  })
})
