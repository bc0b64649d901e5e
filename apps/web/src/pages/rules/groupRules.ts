export interface RuleEntry {
  path: string
  title: string
  group: string
}

export interface RuleGroup {
  group: string
  rules: RuleEntry[]
}

/**
 * The rules whose title contains `query` (blanks ignored, letters in any case), in their groups, in the
 * index's order; groups left empty are dropped.
 *
 * @example
 * groupRules(index, '抽奖') // [{ group: '抽奖与幸运', rules: [{ path: '/rule/choujiang', … }, …] }]
 */
export function groupRules(index: readonly RuleEntry[], query: string): RuleGroup[] {
  const wanted = query.replace(/\s+/g, '').toLowerCase()
  const groups: RuleGroup[] = []
  for (const rule of index) {
    if (wanted && !rule.title.replace(/\s+/g, '').toLowerCase().includes(wanted)) continue
    const last = groups.at(-1)
    if (last?.group === rule.group) last.rules.push(rule)
    else groups.push({ group: rule.group, rules: [rule] })
  }
  return groups
}
