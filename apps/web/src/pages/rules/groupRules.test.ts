import { describe, expect, it } from 'vitest'
import { groupRules } from './groupRules'

const index = [
  { path: '/rule/choujiang', title: '抽奖规则', group: '抽奖与幸运' },
  { path: '/rule/jingxi', title: '惊喜规则', group: '抽奖与幸运' },
  { path: '/rule/qinmi', title: '亲密度规则', group: '关系与互动' },
  { path: '/hv/rule', title: '高能视频规则', group: '榜单与等级' },
]

describe('groupRules', () => {
  it('groups every rule in the index order without a query', () => {
    expect(groupRules(index, '').map(({ group, rules }) => [group, rules.length])).toEqual([
      ['抽奖与幸运', 2],
      ['关系与互动', 1],
      ['榜单与等级', 1],
    ])
  })

  it('keeps the rules whose title has the query, ignoring blanks and case, and drops empty groups', () => {
    expect(groupRules(index, ' 抽 奖 ')).toEqual([{ group: '抽奖与幸运', rules: [index[0]] }])
    expect(groupRules([{ path: '/hv/rule', title: 'HV 规则', group: 'x' }], 'hv')).toHaveLength(1)
    expect(groupRules(index, '不存在')).toEqual([])
  })
})
