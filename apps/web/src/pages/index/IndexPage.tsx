import { lazy, Suspense } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { NavList, type NavItem } from './NavList'

/**
 * The built features, in the order a visitor looks for them. The developer pages under /test/ are not listed
 *: in dev their links are among DevScenarioLinks'; shipped builds have no such pages.
 */
const FEATURES: readonly { title: string; items: readonly NavItem[] }[] = [
  {
    title: '红包',
    // No 打开红包 row: a packet opens from its own share link, which carries its redpacketID.
    items: [{ to: '/redpacket/send', label: '发红包', note: '给好友发一个红包' }],
  },
  {
    title: '青少年模式',
    items: [{ to: '/teenager', label: '青少年模式', note: '开启、关闭与修改密码' }],
  },
]

// Dev builds only: `import.meta.env.DEV` is false in production, so this import and the mock data behind it
// are dropped from the bundle (e2e/productionBundle.spec.ts checks).
const DevScenarioLinks = import.meta.env.DEV ? lazy(() => import('../../dev/DevScenarioLinks')) : null

/**
 * The index page `/`: the way into every built feature and, in dev, every mock scenario (README "The backend:
 * simulator or real").
 */
export default function IndexPage() {
  return (
    <main className="page">
      <PageHeader title="功能导航" subtitle="语音房、红包、青少年模式等 H5 页面" />
      <nav aria-label="功能列表">
        {FEATURES.map((group) => (
          <NavList key={group.title} title={group.title} items={group.items} />
        ))}
        {DevScenarioLinks ? (
          <Suspense fallback={null}>
            <DevScenarioLinks />
          </Suspense>
        ) : null}
      </nav>
    </main>
  )
}
