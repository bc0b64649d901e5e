import { Link } from 'react-router-dom'
import './HomePage.css'

/** The index page `/`: the way into every built feature. */
export default function HomePage() {
  return (
    <main className="home">
      <header className="home__header">
        <h1 className="home__title">功能导航</h1>
        <p className="home__subtitle">语音房、红包、青少年模式等 H5 页面</p>
      </header>
      <nav aria-label="功能列表">
        <ul className="home__list">
          <li>
            <Link className="home__link" to="/redpacket/open">
              打开红包
            </Link>
          </li>
          <li>
            <Link className="home__link" to="/teenager">
              青少年模式
            </Link>
          </li>
        </ul>
      </nav>
    </main>
  )
}
