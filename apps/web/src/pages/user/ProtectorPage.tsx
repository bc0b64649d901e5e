import type { GuardInfo, GuardPlanOption, UserTokens } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import type { Snapshot } from 'valtio'
import { Avatar } from '../../components/Avatar'
import { Button } from '../../components/Button'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { Notice } from '../../components/Notice'
import { StatusTag } from '../../components/StatusTag'
import { TitleBar } from '../../components/TitleBar'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { serverNow } from '../../platform/serverClock'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { buttonClass } from '../../platform/ui/buttonClass'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useGoBack } from '../../platform/useGoBack'
import { capReason, GuardPlans, optionKey } from './GuardPlans'
import { GuardList } from './GuardList'
import { readTargetUserID } from './readTargetUserID'
import { useGuardPage, type GuardPageState } from './useGuardPage'
import './Protector.css'

// The purchase sheet (and teen mode's check under it) stays out of the page's start-up JS: it opens on a tap.
const loadGuardSheet = () => import('./GuardSheet')
const GuardSheet = lazy(() => loadGuardSheet().then((module) => ({ default: module.GuardSheet })))

/** What the sheet is buying: the plan's level and the option, as the page showed them when 开通 was tapped. */
interface GuardPick {
  level: number
  option: Snapshot<GuardPlanOption>
}

/** Whose guard page: avatar, name, ID, and my guard of them (or that this is my own page). */
function GuardHero({ guard, heading }: { guard: Snapshot<GuardInfo>; heading: boolean }) {
  const { target, mine, self } = guard
  const Title = heading ? 'h1' : 'p'
  return (
    <section className="guard-hero" aria-label="守护对象">
      <Avatar src={target.avatar} name={target.nickName} size="lg" lazy={false} />
      <div className="guard-hero__about">
        <Title className="guard-hero__name">{target.nickName || `用户${target.userID}`}</Title>
        <p className="guard-hero__id">ID：{target.userID}</p>
      </div>
      {self ? null : mine ? (
        <div className="guard-hero__state" data-testid="my-guard">
          <StatusTag tone="success">{mine.levelName}</StatusTag>
          <span>守护至 {formatChinaTime(mine.expireAt, 'date', serverNow())}</span>
        </div>
      ) : (
        <div className="guard-hero__state" data-testid="my-guard">
          <StatusTag tone="neutral">未守护</StatusTag>
        </div>
      )}
    </section>
  )
}

/** The caps on tips the server set and what I used of them today and this month; nothing when there are none. */
function CapsLine({ caps }: { caps: Snapshot<GuardInfo['caps']> }) {
  const parts: string[] = []
  if (caps.dailyLimitDiamonds !== null) parts.push(`今日 ${formatCount(caps.dailyUsedDiamonds)} / ${formatCount(caps.dailyLimitDiamonds)}`)
  if (caps.monthlyLimitDiamonds !== null) parts.push(`本月 ${formatCount(caps.monthlyUsedDiamonds)} / ${formatCount(caps.monthlyLimitDiamonds)}`)
  if (parts.length === 0) return null
  return <p className="guard-page__note">打赏上限（钻石）：{parts.join('，')}</p>
}

/**
 * Where the tipping rules stop a guard before any plan is chosen: my own page (nobody guards themselves), a
 * minor's account (the way to teen mode), not real-name verified (to /oauth, back here when done). Null when
 * the user may buy.
 */
function GuardGate({ guard, returnTo }: { guard: Snapshot<GuardInfo>; returnTo: string }) {
  if (guard.self) {
    return (
      <Notice tone="info" title="不能守护自己">
        这里是守护你的人，去喜欢的主播主页为 Ta 开通守护吧。
      </Notice>
    )
  }
  if (guard.minor) {
    return (
      <>
        <Notice tone="error" title="未成年人不能开通守护">
          根据相关规定，未成年人不能购买或打赏。
        </Notice>
        <PrefetchLink className={buttonClass({ variant: 'secondary', size: 'lg', block: true })} to="/teenager">
          了解青少年模式
        </PrefetchLink>
      </>
    )
  }
  if (!guard.realNameVerified) {
    return (
      <>
        <Notice tone="warning" title="开通守护需要先完成实名认证">
          守护是对主播的打赏，根据国家相关规定需先完成实名认证。
        </Notice>
        <PrefetchLink className={buttonClass({ size: 'lg', block: true })} to={`/oauth?return=${encodeURIComponent(returnTo)}`}>
          去实名认证
        </PrefetchLink>
      </>
    )
  }
  return null
}

/** The plans, the chosen option and 开通守护 / 续费守护, then the purchase sheet over `buyGuard`. */
function GuardPurchase({ server, guard, tokens, onBought }: { server: GuardPageState; guard: Snapshot<GuardInfo>; tokens: UserTokens; onBought: () => void }) {
  const [level, setLevel] = useState<number>(guard.mine?.level ?? guard.plans[0]?.level ?? 1)
  const [chosen, setChosen] = useState<string | null>(null)
  const [pick, setPick] = useState<GuardPick | null>(null)
  const plan = guard.plans.find((candidate) => candidate.level === level) ?? guard.plans[0]
  const allowed = plan?.options.filter((candidate) => capReason(guard.caps, candidate.diamonds) === null) ?? []
  // The first option the caps allow is chosen until the user chooses another.
  const option = allowed.find((candidate) => optionKey(candidate) === chosen) ?? (chosen === null ? allowed[0] : undefined)
  const renew = guard.mine !== null
  // The sheet shows the plan and option as the server has them now (a reload after 价格已变动 updates the price).
  const sheetPlan = pick && guard.plans.find((candidate) => candidate.level === pick.level)
  const sheetOption = sheetPlan?.options.find((candidate) => candidate.months === pick?.option.months) ?? pick?.option
  useEffect(() => {
    // The sheet's code loads after the page, ahead of the tap that opens it.
    void loadGuardSheet()
  }, [])

  if (guard.plans.length === 0) return <p className="guard-page__note">暂无可开通的守护</p>
  return (
    <section className="guard-card" aria-label={renew ? '续费守护' : '开通守护'}>
      <GuardPlans
        plans={guard.plans}
        caps={guard.caps}
        level={plan?.level ?? level}
        onLevel={(next) => {
          setLevel(next)
          setChosen(null)
        }}
        chosen={option ? optionKey(option) : chosen}
        onChoose={setChosen}
      />
      <CapsLine caps={guard.caps} />
      <Button size="lg" block disabled={!option || !plan} onClick={() => plan && option && setPick({ level: plan.level, option })}>
        {renew ? '续费守护' : '开通守护'}
      </Button>
      {pick && sheetPlan && sheetOption ? (
        <Suspense fallback={null}>
          <GuardSheet
            server={server}
            guard={guard}
            tokens={tokens}
            renew={renew}
            plan={sheetPlan}
            option={sheetOption}
            onClose={() => setPick(null)}
            onBought={() => {
              setPick(null)
              onBought()
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

/**
 * /user/protector?userID=: a user's guard page. Whose (avatar, name, ID; 我的守护 on my own, Ta的守护 on another's),
 * my guard of them (开通守护, or 续费守护 with its end), the server's plans, perks and prices, bought through the
 * purchase sheet after the tipping rules (nobody guards themselves, minors refused, real-name verification
 * first, the server's daily and monthly caps), and the guards of the user as a paged list. `?title=1` asks the
 * page to draw its own title bar (a web view without native's); otherwise the hero's name is the heading.
 */
export default function ProtectorPage() {
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const goBack = useGoBack()
  const session = useSessionTokens()
  const target = readTargetUserID(params)
  const server = useGuardPage(session, target)
  const [tokens, setTokens] = useState<UserTokens | null>(null)
  const [listVersion, setListVersion] = useState(0)
  useEffect(() => {
    void session.tokens.then(setTokens)
  }, [session.tokens])

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const { snap, signedOut, reload } = server
  const guard = snap.guard
  const ownTitleBar = params.get('title') === '1'
  const title = guard?.self || target.kind === 'mine' ? '我的守护' : 'Ta的守护'

  let body
  if (target.kind === 'invalid') body = <ErrorState message="链接有误，找不到该用户" />
  else if (signedOut) body = <ErrorState message="请先登录" onRetry={() => void reload()} />
  else if (!guard) {
    body =
      snap.status.guard === 'error' && snap.errors.guard ? (
        <ErrorState message={snap.errors.guard.message} onRetry={() => void reload()} />
      ) : (
        <LoadingState label="正在加载守护信息…" />
      )
  } else {
    body = (
      <>
        <GuardHero guard={guard} heading={!ownTitleBar} />
        <GuardGate guard={guard} returnTo={`${pathname}${search}`} />
        {!guard.self && !guard.minor && guard.realNameVerified && tokens ? (
          <GuardPurchase
            server={server}
            guard={guard}
            tokens={tokens}
            onBought={() => {
              void reload()
              setListVersion((version) => version + 1)
            }}
          />
        ) : null}
        <section className="guard-list" aria-label={guard.self ? '守护我的人' : '守护 Ta 的人'}>
          <h2 className="guard-list__title">{guard.self ? '守护我的人' : '守护 Ta 的人'}</h2>
          {tokens ? <GuardList key={listVersion} tokens={tokens} targetUserID={guard.target.userID} self={guard.self} /> : null}
        </section>
      </>
    )
  }

  return (
    <main className="guard-page">
      {ownTitleBar ? <TitleBar title={title} onBack={goBack} /> : <p className="guard-page__kicker">{title}</p>}
      <div className="guard-page__body">{body}</div>
    </main>
  )
}
