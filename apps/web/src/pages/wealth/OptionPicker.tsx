import type { PriceOption } from '@h5/api'
import { formatCount } from '@h5/format'
import { diamondPrice, pricePerDay, type MallError } from '@h5/mall'
import { useId, useState } from 'react'
import { Button } from '../../components/Button'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { Modal } from '../../components/Modal'
import { OptionGrid } from '../../components/OptionGrid'
import '../../components/PurchaseSheet.css'

export interface OptionPickerProps {
  open: boolean
  /** The item's name, in the heading. */
  name: string
  /** The server's options of the item, or null while they load. */
  options: readonly PriceOption[] | null
  /** The load failed: its message, with 重试. */
  error: MallError | null
  onRetry: () => void
  onClose: () => void
  /** The option chosen, to confirm in the purchase sheet. */
  onChoose: (option: PriceOption) => void
}

/**
 * A bottom sheet to choose how long to buy an item for: the server's options that can be bought here with 钻石
 * (its label, the price and about how much a day); an option paid in money is bought in the app's own store, not
 * here. 下一步 goes on to the purchase sheet, which confirms the price.
 */
export function OptionPicker({ open, name, options, error, onRetry, onClose, onChoose }: OptionPickerProps) {
  const titleId = useId()
  const [chosen, setChosen] = useState<string | null>(null)
  const forDiamonds = (options ?? []).filter((option) => diamondPrice(option) !== null)
  const choice = forDiamonds.find((option) => option.optionID === chosen) ?? null
  return (
    <Modal open={open} onClose={onClose} placement="bottom" labelledBy={titleId} className="purchase-sheet wealth-picker">
      {/* The kit's purchase sheet's header (components/PurchaseSheet.css), so the two sheets of a purchase look alike. */}
      <header className="purchase-sheet__header">
        <h2 id={titleId} className="purchase-sheet__title">
          选择时长：{name}
        </h2>
        <button className="icon-button purchase-sheet__close" type="button" aria-label="关闭" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </header>
      {options ? (
        forDiamonds.length > 0 ? (
          <>
            <OptionGrid
              label="购买时长"
              columns={2}
              value={choice?.optionID ?? null}
              onChange={setChosen}
              options={forDiamonds.map((option) => {
                const perDay = pricePerDay(option)
                return {
                  key: option.optionID,
                  label: option.label,
                  subLabel: `${formatCount(diamondPrice(option))} 钻石`,
                  ...(perDay && { detail: `约 ${formatCount(perDay.amount)} 钻石/天` }),
                }
              })}
            />
            <Button size="lg" block disabled={!choice} onClick={() => choice && onChoose(choice)}>
              下一步
            </Button>
          </>
        ) : (
          <p className="wealth-picker__none">暂无可用钻石购买的时长</p>
        )
      ) : error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : (
        <LoadingState label="正在加载价格…" rows={2} />
      )}
    </Modal>
  )
}
