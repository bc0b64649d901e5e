import { formatChinaTime } from '@h5/format'
import { getClientId, OPS, QUICK_OPS, type OpName, type ShareInfo } from '@h5/bridge'
import { useEffect, useRef, useState } from 'react'
import { appBridge } from '../../platform/appBridge'
import { browserStorage } from '../../platform/browserStorage'
import { BridgeOpItem } from './BridgeOpItem'
import { OP_CATALOG } from './bridgeOpCatalog'
import '../../styles/listCard.css'
import './BridgeConsolePage.css'

const WHERE = { ios: 'iOS App 内', android: 'Android App 内', web: '浏览器（App 外）' } as const

/** What the console answers when native asks for share info. */
const CONSOLE_SHARE: Omit<ShareInfo, 'link'> = { title: '桥接调试台', desc: '调试 H5 与 App 的桥接调用', imgUrl: '' }

interface LoggedEvent {
  id: number
  time: string
  text: string
}

/**
 * `/test/bridge`: every op of docs/native-contract.md, callable with an editable JSON payload, showing the result
 * or the error (errcode, errmsg) and the time; plus a log of what native sent the page. For native teams and
 * H5 developers checking the contract on a real phone.
 */
export default function BridgeConsolePage() {
  const [query, setQuery] = useState('')
  const [openOp, setOpenOp] = useState<OpName | null>(null)
  const [events, setEvents] = useState<LoggedEvent[]>([])
  const [takeBack, setTakeBack] = useState(false)
  const nextEventId = useRef(1)

  // Newest first, the last 20: the log is for watching native's events arrive, not an archive.
  function log(text: string) {
    const time = formatChinaTime(Date.now(), 'time')
    setEvents((logged) => [{ id: nextEventId.current++, time, text }, ...logged].slice(0, 20))
  }

  useEffect(() => {
    const offActive = appBridge.on('pageActive', () => log('pageActive：页面回到前台'))
    const offShare = appBridge.on('shareInfo', () => {
      log('shareInfo：App 获取分享信息')
      return { ...CONSOLE_SHARE, link: location.href }
    })
    return () => {
      offActive()
      offShare()
    }
  }, [])

  // Its own effect: ticking 接管返回键 registers or drops backPressed only, the other handlers stay as they are.
  useEffect(() => {
    if (!takeBack) return
    return appBridge.on('backPressed', () => log('backPressed：返回键（已由页面接管）'))
  }, [takeBack])

  const keyword = query.trim().toLowerCase()
  const shown = OPS.filter(
    (op) => !keyword || op.toLowerCase().includes(keyword) || OP_CATALOG[op].label.includes(keyword),
  )

  return (
    <main className="console">
      <header className="console__header">
        <h1 className="console__title">桥接调试台</h1>
        <dl className="console__env">
          <div>
            <dt>运行环境</dt>
            <dd>{WHERE[appBridge.platform]}</dd>
          </div>
          <div>
            <dt>客户端 ID</dt>
            <dd>{getClientId(navigator.userAgent, browserStorage('localStorage'))}</dd>
          </div>
          <div>
            <dt>操作数</dt>
            <dd>{OPS.length}</dd>
          </div>
        </dl>
      </header>

      <label className="console__search">
        <span className="console__search-label">搜索操作</span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="操作名或中文说明，如 share、支付"
          autoCapitalize="off"
          autoCorrect="off"
        />
      </label>

      {shown.length ? (
        <ul className="list-card" aria-label="桥接操作">
          {shown.map((op) => (
            <BridgeOpItem
              key={op}
              op={op}
              label={OP_CATALOG[op].label}
              sample={OP_CATALOG[op].sample}
              quick={QUICK_OPS.includes(op)}
              expanded={openOp === op}
              onToggle={() => setOpenOp(openOp === op ? null : op)}
            />
          ))}
        </ul>
      ) : (
        <p className="console__empty">没有匹配“{query}”的操作</p>
      )}

      <section className="console__events" aria-labelledby="console-events-title">
        <h2 id="console-events-title" className="console__subtitle">
          App 发给页面的事件
        </h2>
        <label className="console__switch">
          <input type="checkbox" checked={takeBack} onChange={(event) => setTakeBack(event.target.checked)} />
          <span>接管返回键（记录 backPressed，不再返回）</span>
        </label>
        {events.length ? (
          <ol className="console__log">
            {events.map((event) => (
              <li key={event.id}>
                <time>{event.time}</time> {event.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className="console__empty">暂无事件。App 回到前台、获取分享信息或按返回键时会记录在这里。</p>
        )}
      </section>
    </main>
  )
}
