import type { CancellationBalances } from '@h5/api'
import { formatFen } from '@h5/format'

/**
 * What giving up the balances costs, in words, from the server's amounts (`balances` of the cancellation
 * check): `余额¥88.88和100000钻石`; a part that is zero is left out, `''` when nothing is held.
 *
 * @example
 * forfeitText({ balanceFen: 8888, diamonds: 100000 }) // '余额¥88.88和100000钻石'
 * forfeitText({ balanceFen: 0, diamonds: 30 }) // '30钻石'
 */
export function forfeitText({ balanceFen, diamonds }: CancellationBalances): string {
  const parts = [balanceFen > 0 ? `余额¥${formatFen(balanceFen, { grouping: true })}` : '', diamonds > 0 ? `${diamonds}钻石` : ''].filter(Boolean)
  return parts.join('和')
}
