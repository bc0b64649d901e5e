import type { UserHome } from '@h5/api'
import type { Snapshot } from 'valtio'
import { formatShortCount } from './model/formatShortCount'

/** The gift wall: each kind of gift received, its picture, name and how many; never its value. */
export function HomeGiftWall({ home }: { home: Snapshot<UserHome> }) {
  return (
    <section className="home-section" aria-labelledby="home-gifts-title">
      <div className="home-section__head">
        <h2 id="home-gifts-title" className="home-section__title">
          礼物墙
          {home.gifts.length > 0 ? <span className="home-section__count">已点亮 {home.gifts.length} 种</span> : null}
        </h2>
      </div>
      {home.gifts.length === 0 ? (
        <p className="home-section__empty">还没有收到礼物</p>
      ) : (
        <ul className="home-gifts">
          {home.gifts.map((gift) => (
            <li key={gift.giftID} className="home-gift">
              {gift.icon ? <img className="home-gift__icon" src={gift.icon} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className="home-gift__icon home-gift__icon--none" aria-hidden="true" />}
              <span className="home-gift__name" title={gift.name}>
                {gift.name || '礼物'}
              </span>
              <span className="home-gift__count">×{formatShortCount(gift.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
