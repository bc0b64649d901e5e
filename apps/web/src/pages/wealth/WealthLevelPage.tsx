import type { WealthLevel } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { createMallState, loadWealthLevel } from '@h5/mall'
import { CellGroup } from '../../components/CellGroup'
import { Cell } from '../../components/Cell'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { StatusTag } from '../../components/StatusTag'
import { TitleBar } from '../../components/TitleBar'
import { mallApi } from '../../platform/api/mallApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { serverNow } from '../../platform/serverClock'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useGoBack } from '../../platform/useGoBack'
import { levelName, levelProgress } from './wealthProgress'
import { WealthPreview } from './WealthPreview'
import './Wealth.css'

/** A bar of `share` (0 to 1) with the words it stands for, read out as such. */
function ProgressBar({ share, label }: { share: number; label: string }) {
  return (
    <div className="wealth-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)}>
      <span className="wealth-bar__fill" style={{ width: `${share * 100}%` }} />
    </div>
  )
}

/** My level, its badge, my value and the gap to the next level. */
function LevelHero({ wealth }: { wealth: WealthLevel }) {
  const row = wealth.levels.find((candidate) => candidate.level === wealth.level)
  const next = wealth.nextLevel
  const nextName = next ? levelName(wealth.levels, next.level) : ''
  return (
    <section className="wealth-hero" aria-label="我的财富等级">
      <WealthPreview preview={row?.badge} className="wealth-hero__badge" />
      <p className="wealth-hero__name">{levelName(wealth.levels, wealth.level)}</p>
      <p className="wealth-hero__value">
        财富值 <strong>{formatCount(wealth.value)}</strong>
      </p>
      {next ? (
        <>
          <ProgressBar share={levelProgress(wealth)} label={`升级进度，距${nextName}还差 ${formatCount(wealth.gapValue)} 财富值`} />
          <p className="wealth-hero__gap">
            距{nextName}还差 <strong>{formatCount(wealth.gapValue)}</strong> 财富值
          </p>
        </>
      ) : (
        <p className="wealth-hero__gap">已达到最高等级</p>
      )}
    </section>
  )
}

/** The keep-level rule: the value needed within the window, what I have in it, and when the level is checked. */
function KeepLevel({ wealth }: { wealth: WealthLevel }) {
  const { windowDays, requiredValue, valueInWindow, checkAt } = wealth.keep
  if (requiredValue === 0 || checkAt === null) {
    return (
      <section className="wealth-card" aria-label="保级">
        <h2 className="wealth-card__title">保级</h2>
        <p className="wealth-card__text">当前等级无需保级。</p>
      </section>
    )
  }
  const kept = valueInWindow >= requiredValue
  const checkDay = formatChinaTime(checkAt, 'day', serverNow())
  return (
    <section className="wealth-card" aria-label="保级">
      <h2 className="wealth-card__title">
        保级
        <StatusTag tone={kept ? 'success' : 'pending'}>{kept ? '已达成' : '未达成'}</StatusTag>
      </h2>
      <p className="wealth-card__text">
        近 {windowDays} 天内累计 {formatCount(requiredValue)} 财富值即可保持当前等级，未达成将于 {checkDay} 降级。
      </p>
      <ProgressBar share={Math.min(1, valueInWindow / requiredValue)} label="保级进度" />
      <p className="wealth-card__figures">
        近 {windowDays} 天已累计 {formatCount(valueInWindow)} / {formatCount(requiredValue)}
        {kept ? '' : `，还差 ${formatCount(requiredValue - valueInWindow)}`}
      </p>
    </section>
  )
}

/** Every level the server names: its badge, the value it starts at, what keeps it, and its privileges. */
function LevelTable({ wealth }: { wealth: WealthLevel }) {
  return (
    <section className="wealth-card" aria-labelledby="wealth-levels-title">
      <h2 className="wealth-card__title" id="wealth-levels-title">
        等级与特权
      </h2>
      <ol className="wealth-levels" aria-label="等级与特权">
        {wealth.levels.map((row, index) => (
          // The server's table, never reordered: keyed by position, as a generated answer may repeat a level.
          <li key={index} className={`wealth-levels__row${row.level === wealth.level ? ' wealth-levels__row--mine' : ''}`} aria-current={row.level === wealth.level ? 'true' : undefined}>
            <WealthPreview preview={row.badge} className="wealth-levels__badge" />
            <span className="wealth-levels__name">
              {row.name}
              {row.level === wealth.level ? <StatusTag tone="success">当前</StatusTag> : null}
            </span>
            <span className="wealth-levels__min">财富值 {formatCount(row.minValue)} 起</span>
            {row.keepValue > 0 ? (
              <span className="wealth-levels__keep">
                保级：{wealth.keep.windowDays} 天内 {formatCount(row.keepValue)}
              </span>
            ) : null}
            <span className="wealth-levels__privileges">{row.privileges.length > 0 ? row.privileges.join('、') : '暂无特权'}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * /wealth/newwealth (财富等级): my wealth level with its badge, my value and the gap to the next level, the
 * keep-level rule (the value needed within the server's window, what I have in it, the day the level drops
 * when it is not met), the links to my value ledger and the rules, and every level with the value it starts at
 * and its privileges, mine marked. The level is earned by spending 钻石, never bought: nothing here sells it.
 * My own figures only; every level, value and privilege is the server's.
 */
export default function WealthLevelPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const { snap, signedOut, reload } = useSignedInServerState(session, createMallState, (state, tokens) => loadWealthLevel(state, mallApi, tokens))
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const wealth = snap.wealth as WealthLevel | null
  return (
    <main className="wealth-page">
      <TitleBar
        title="财富等级"
        onBack={goBack}
        right={
          <PrefetchLink to="/wealth/rule">
            规则
          </PrefetchLink>
        }
      />
      <div className="wealth-page__body">
        {wealth ? (
          <>
            <LevelHero wealth={wealth} />
            <p className="wealth-page__note">财富值来自你在平台消费的钻石，等级只能通过消费提升，不能购买。这里只展示你本人的数据。</p>
            <KeepLevel wealth={wealth} />
            <CellGroup>
              <Cell title="财富明细" description="每一笔财富值的来源与时间" to="/wealth/detail" />
              <Cell title="我的装扮" description="头像框、聊天气泡、进场飘屏、资料卡" to="/wealth/items/tab" />
            </CellGroup>
            <LevelTable wealth={wealth} />
          </>
        ) : signedOut ? (
          <ErrorState message="请先登录后查看财富等级" onRetry={() => void reload()} />
        ) : snap.status.wealth === 'error' && snap.errors.wealth ? (
          <ErrorState message={snap.errors.wealth.message} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="正在加载财富等级…" />
        )}
      </div>
    </main>
  )
}
