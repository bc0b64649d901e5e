import type { UserHome } from '@h5/api'
import type { Snapshot } from 'valtio'
import { formatShortCount } from './model/formatShortCount'

/** The latest works (the server's first page): cover, title and plays, with how many there are in all. */
export function HomeWorks({ home }: { home: Snapshot<UserHome> }) {
  return (
    <section className="home-section" aria-labelledby="home-works-title">
      <div className="home-section__head">
        <h2 id="home-works-title" className="home-section__title">
          作品
          {home.workCount > 0 ? <span className="home-section__count">共 {formatShortCount(home.workCount)} 首</span> : null}
        </h2>
      </div>
      {home.works.length === 0 ? (
        <p className="home-section__empty">还没有作品</p>
      ) : (
        <ul className="home-works">
          {home.works.map((work) => (
            <li key={work.workID} className="home-work">
              {work.cover ? <img className="home-work__cover" src={work.cover} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span className="home-work__cover home-work__cover--none" aria-hidden="true" />}
              <span className="home-work__about">
                <span className="home-work__title">{work.title || '未命名作品'}</span>
                <span className="home-work__plays">{formatShortCount(work.plays)} 次播放</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
