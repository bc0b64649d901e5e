import type { CancellationBalances, CancellationCondition } from '@h5/api'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { forfeitText } from './forfeitText'

export interface CancellationConditionsProps {
  conditions: readonly CancellationCondition[]
  /** What the user still holds (the server's amounts), named on the row that gives it up. */
  balances: CancellationBalances
  /** The user gave up the balances left: a waivable condition counts as met. */
  waived: boolean
  /** Offered on an unmet waivable condition (the check page): gives the balances up, or takes that back. */
  onToggleWaive?: () => void
}

/**
 * The server's cancellation conditions (getCancellationCheck), each met or not; an unmet one with the server's
 * hint on how to clear it, and, when it is a balance the user may give up instead, a row to do so that names the
 * amounts given up.
 *
 * @example
 * <CancellationConditions conditions={check.conditions} balances={check.balances} waived={waived} onToggleWaive={askWaive} />
 */
export function CancellationConditions({ conditions, balances, waived, onToggleWaive }: CancellationConditionsProps) {
  if (conditions.length === 0) {
    return (
      <CellGroup title="注销条件">
        <Cell title="无需满足额外条件" value={<span className="cancellation-condition--passed">可以注销</span>} />
      </CellGroup>
    )
  }
  return (
    <CellGroup title="注销条件">
      {conditions.map((condition, index) => {
        const waivedHere = !condition.passed && condition.waivable && waived
        const met = condition.passed || waivedHere
        return (
          <Cell
            key={`${condition.key}-${index}`}
            title={condition.title}
            description={met ? undefined : condition.hint || '请处理后再注销'}
            value={<span className={met ? 'cancellation-condition--passed' : 'cancellation-condition--failed'}>{waivedHere ? '已放弃' : met ? '已满足' : '未满足'}</span>}
          />
        )
      })}
      {onToggleWaive && conditions.some((condition) => !condition.passed && condition.waivable) ? (
        <Cell
          title={waived ? '不放弃剩余余额与钻石' : '放弃剩余余额与钻石'}
          description={waived ? '改为先提现再注销' : `将放弃${forfeitText(balances) || '账户中的余额与钻石'}，放弃后无法找回，也不能再提现`}
          onClick={onToggleWaive}
          danger={!waived}
        />
      ) : null}
    </CellGroup>
  )
}
