import type { NumberGoods, PriceOption } from '@h5/api'
import { formatCount } from '@h5/format'
import { diamondPrice } from '@h5/mall'

export interface NumberCardProps {
  number: NumberGoods
  /** An option chosen to buy: the purchase sheet confirms it. */
  onChoose: (option: PriceOption) => void
}

/**
 * One pretty number on sale: its digits, its pattern and each of its options (a duration or 永久) with the
 * server's price in 钻石, a button each. An option paid in money is bought in the app's own store, not here.
 */
export function NumberCard({ number, onChoose }: NumberCardProps) {
  const forDiamonds = number.options.flatMap((option) => {
    const price = diamondPrice(option)
    return price === null ? [] : [{ option, price }]
  })
  return (
    <article className="number-card" aria-label={`靓号 ${number.number}`}>
      <div className="number-card__head">
        <p className="number-card__digits">{number.number}</p>
        <span className="number-card__pattern">{number.pattern}</span>
      </div>
      {forDiamonds.length > 0 ? (
        <div className="number-card__options">
          {forDiamonds.map(({ option, price }) => (
            <button key={option.optionID} type="button" className="number-card__option" onClick={() => onChoose(option)} aria-label={`购买 ${number.number} ${option.label} ${formatCount(price)} 钻石`}>
              <span className="number-card__label">{option.label}</span>
              <span className="number-card__price">{formatCount(price)} 钻石</span>
            </button>
          ))}
        </div>
      ) : (
        <p className="number-card__none">暂不可用钻石购买</p>
      )}
    </article>
  )
}
