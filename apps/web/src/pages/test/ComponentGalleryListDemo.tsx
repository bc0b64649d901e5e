import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { fenToYuan } from '../../components/fenToYuan'
import { PagedList, type PagedListStatus } from '../../components/PagedList'
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
        {fenToYuan(Math.abs(bill.fen))}
      </span>
    </div>
  )
}

/**
 * PagedList over a pretend server, in a scrolling box: scroll to the end for the next page, pull down at the
 * top to start again. 第二页失败 fails the second page once (then 重试 works); 空列表 answers no rows.
 */
export function PagedListDemo() {
  const [scenario, setScenario] = useState<Scenario>('normal')
  const [bills, setBills] = useState<DemoBill[]>([])
  const [status, setStatus] = useState<PagedListStatus>('loading')
  const [loadedPages, setLoadedPages] = useState(0)
  const timers = useRef(new Set<number>())
  /** Counts loads started; a scenario switch makes older answers stale. */
  const generation = useRef(0)
  const failedOnce = useRef(false)

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  function request(page: number): Promise<DemoBill[]> {
    return new Promise((resolve, reject) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer)
        if (scenario === 'empty') resolve([])
        else if (scenario === 'failOnce' && page === 2 && !failedOnce.current) {
          failedOnce.current = true
          reject(new Error('demo failure'))
        } else resolve(demoPage(page))
      }, DEMO_LATENCY_MS)
      timers.current.add(timer)
    })
  }

  async function load(page: number) {
    const current = ++generation.current
    setStatus('loading')
    try {
      const rows = await request(page)
      if (current !== generation.current) return
      setBills((shown) => (page === 1 ? rows : [...shown, ...rows]))
      setLoadedPages(rows.length === 0 ? DEMO_PAGES : page)
      setStatus('idle')
    } catch {
      if (current === generation.current) setStatus('error')
    }
  }

  // The first page, again whenever the scenario changes.
  const loadFirstPage = useEffectEvent(() => {
    failedOnce.current = false
    setBills([])
    void load(1)
  })
  useEffect(() => loadFirstPage(), [scenario])

  return (
    <>
      <GallerySegments label="列表场景" options={SCENARIOS} value={scenario} onChange={setScenario} />
      <div className="gallery__scroll">
        <PagedList
          label="交易记录"
          items={bills}
          itemKey={(bill) => bill.id}
          renderItem={(bill) => <BillRow bill={bill} />}
          status={status}
          hasMore={loadedPages < DEMO_PAGES}
          errorMessage="网络不给力，加载失败"
          onLoadMore={() => void load(loadedPages + 1)}
          onRetry={() => void load(bills.length === 0 ? 1 : loadedPages + 1)}
          onRefresh={() => load(1)}
          emptyMessage="暂无交易记录"
          loadingLabel="正在加载交易记录"
        />
      </div>
    </>
  )
}
