import { createPagedState, loadPage, type PageSource } from '@h5/request'
import { useState } from 'react'
import { formatFen } from '@h5/format'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { useServerState } from '../../platform/data/useServerState'
import { GallerySegments } from './ComponentGallerySegments'

/** The demo's pretend server: three pages of eight rows, each answered after this long. */
const DEMO_PAGE_SIZE = 8
const DEMO_PAGES = 3
const DEMO_LATENCY_MS = 600

interface DemoBill {
  id: number
  title: string
  time: string
  /** Positive for income, negative for spending. */
  fen: number
}

type Scenario = 'normal' | 'failOnce' | 'empty'

const SCENARIOS = [
  { value: 'normal', label: '正常' },
  { value: 'failOnce', label: '第二页失败' },
  { value: 'empty', label: '空列表' },
] as const

function demoPage(page: number): DemoBill[] {
  return Array.from({ length: DEMO_PAGE_SIZE }, (_, index) => {
    const id = (page - 1) * DEMO_PAGE_SIZE + index + 1
    const withdrawal = id % 4 === 0
    return {
      id,
      title: withdrawal ? '提现' : '收到红包',
      time: `11月${String(28 - Math.floor(id / 2)).padStart(2, '0')}日 ${String(8 + (id % 12)).padStart(2, '0')}:${String((id * 7) % 60).padStart(2, '0')}`,
      fen: withdrawal ? -5000 : 88 * id,
    }
  })
}

function BillRow({ bill }: { bill: DemoBill }) {
  return (
    <div className="gallery__bill">
      <span className="gallery__bill-text">
        <span>{bill.title}</span>
        <span className="gallery__bill-time">{bill.time}</span>
      </span>
      <span className={bill.fen < 0 ? 'gallery__bill-amount' : 'gallery__bill-amount gallery__bill-amount--in'}>
        {bill.fen < 0 ? '-' : '+'}
        {formatFen(Math.abs(bill.fen))}
      </span>
    </div>
  )
}

/**
 * The pretend server as a @h5/request page source: the cursor is the number of the page to fetch (`null`: the
 * first). Each scenario gets its own, so 第二页失败 fails once per visit of that scenario.
 */
function demoBillPages(scenario: Scenario): PageSource<DemoBill, Error, number> {
  let failedOnce = false
  return {
    fetch: (cursor) =>
      new Promise((resolve, reject) => {
        const page = cursor ?? 1
        window.setTimeout(() => {
          if (scenario === 'empty') resolve({ items: [], cursor: null, hasMore: false })
          else if (scenario === 'failOnce' && page === 2 && !failedOnce) {
            failedOnce = true
            reject(new Error('demo failure'))
          } else resolve({ items: demoPage(page), cursor: page + 1, hasMore: page < DEMO_PAGES })
        }, DEMO_LATENCY_MS)
      }),
    toError: (cause) => (cause instanceof Error ? cause : new Error(String(cause))),
  }
}

/**
 * PagedList over a pretend server, in a scrolling box: scroll to the end for the next page, pull down at the
 * top to start again. 第二页失败 fails the second page once (then 重试 works); 空列表 answers no rows. The list is
 * what a family page writes (docs/data-layer.md): `useServerState` and `loadPage` of @h5/request.
 */
export function PagedListDemo() {
  const [scenario, setScenario] = useState<Scenario>('normal')
  return (
    <>
      <GallerySegments label="列表场景" options={SCENARIOS} value={scenario} onChange={setScenario} />
      <div className="gallery__scroll">
        {/* Keyed: a scenario switch is a fresh list and server, from the first page's loading. */}
        <DemoBillList key={scenario} scenario={scenario} />
      </div>
    </>
  )
}

function DemoBillList({ scenario }: { scenario: Scenario }) {
  const [billPages] = useState(() => demoBillPages(scenario))
  const bills = useServerState(
    () => createPagedState<DemoBill, Error, number>(),
    (state) => loadPage(state, 'start', billPages),
  )
  const { state, snap } = bills
  return (
    <PagedList
      label="交易记录"
      items={snap.items}
      itemKey={(bill) => bill.id}
      renderItem={(bill) => <BillRow bill={bill} />}
      status={pagedListStatus(snap.status)}
      hasMore={snap.hasMore}
      errorMessage="网络不给力，加载失败"
      onLoadMore={() => void loadPage(state, 'next', billPages)}
      // A failed first page starts again; a failed next page is asked for again, the rows above it kept.
      onRetry={() => void loadPage(state, snap.items.length === 0 ? 'start' : 'next', billPages)}
      onRefresh={() => loadPage(state, 'start', billPages)}
      emptyMessage="暂无交易记录"
      loadingLabel="正在加载交易记录"
    />
  )
}
