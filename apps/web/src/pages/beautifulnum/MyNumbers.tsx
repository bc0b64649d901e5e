import type { MyNumbers as MyNumbersAnswer, OwnedNumber } from '@h5/api'
import { formatChinaTime } from '@h5/format'
import { shownID, type MallError } from '@h5/mall'
import type { Snapshot } from 'valtio'
import { Button } from '../../components/Button'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { StatusTag } from '../../components/StatusTag'
import { serverNow } from '../../platform/serverClock'

/** Until when a number is mine, on the server's clock in China time. */
function endText(expireAt: number | null): string {
  return expireAt === null ? '永久有效' : `有效期至 ${formatChinaTime(expireAt, 'moment', serverNow())}`
}

export interface MyNumbersProps {
  numbers: Snapshot<MyNumbersAnswer> | null
  error: MallError | null
  /** A wear or take-off is in flight: the buttons wait. */
  busy: boolean
  onRetry: () => void
  onWear: (number: OwnedNumber) => void
  onTakeOff: (number: OwnedNumber) => void
}

/**
 * 我的靓号: the ID others see (the worn number, else my original ID), each number I own with its end, 佩戴 or 取下
 * (one worn at a time: the server takes the other off), and the rule that the original ID stays the account's.
 */
export function MyNumbers({ numbers, error, busy, onRetry, onWear, onTakeOff }: MyNumbersProps) {
  return (
    <section className="my-numbers" aria-labelledby="my-numbers-title">
      <h2 id="my-numbers-title" className="beautifulnum__heading">
        我的靓号
      </h2>
      {numbers ? (
        <>
          <p className="my-numbers__shown">
            当前展示 ID：<strong data-testid="shown-id">{shownID(numbers as MyNumbersAnswer)}</strong>
          </p>
          <p className="my-numbers__original">原 ID {numbers.originalID}</p>
          {numbers.items.length > 0 ? (
            <ul className="my-numbers__list" aria-label="我的靓号列表">
              {numbers.items.map((owned) => (
                <li key={owned.goodsID} className="my-numbers__row" aria-label={`我的靓号 ${owned.number}`}>
                  <div className="my-numbers__text">
                    <p className="my-numbers__digits">
                      {owned.number}
                      {owned.worn ? <StatusTag tone="success">佩戴中</StatusTag> : null}
                    </p>
                    <p className="my-numbers__end">{endText(owned.expireAt)}</p>
                  </div>
                  {owned.worn ? (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onTakeOff(owned as OwnedNumber)}>
                      取下
                    </Button>
                  ) : (
                    <Button size="sm" disabled={busy} onClick={() => onWear(owned as OwnedNumber)}>
                      佩戴
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-numbers__none">还没有靓号，在下方挑一个吧</p>
          )}
        </>
      ) : error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : (
        <LoadingState label="正在加载我的靓号…" rows={1} />
      )}
      <p className="my-numbers__rule">
        靓号到期或取下后恢复展示原 ID，原 ID 始终是账号的 ID；靓号仅限本人使用，不能转让或转卖。
      </p>
    </section>
  )
}
