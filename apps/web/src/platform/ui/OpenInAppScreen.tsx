import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { PrefetchLink } from '../PrefetchLink'
import { useGoBack } from '../useGoBack'
import { StatusView } from './StatusView'
import { buttonClass } from './buttonClass'

/** Why the page cannot go on: outside the app (errcode 998, or no `pid/`), or an app too old (999). */
export type OpenInAppReason = 'unsupported' | 'outdated'

/** A family's own words for one reason; the shared ones apply where it says nothing. */
export interface OpenInAppCopy {
  title?: string
  message?: string
}

export interface OpenInAppScreenProps {
  reason: OpenInAppReason
  /** The family's picture (the red packet's envelope); a phone when none. */
  art?: ReactNode
  /** The family's words for each reason, e.g. `{ unsupported: { title: '请在 App 内打开红包' } }`. */
  copy?: Partial<Record<OpenInAppReason, OpenInAppCopy>>
  /**
   * Adds `重试`, for a page whose 999 came from one call native left unanswered (teen mode's PIN screens): the
   * next try may be answered. Leave it out where no retry can help, as outside the app.
   */
  onRetry?: () => void
  /**
   * The page works after a web login (its data needs only the session, nothing of native's): outside the app it
   * offers 登录 first, to /login, which returns here (`redirect`, checked by /login). Leave it out where the page
   * needs the app itself (a face check, a native picker).
   */
  offerLogin?: boolean
}

const SHARED_COPY: Record<OpenInAppReason, Required<OpenInAppCopy> & { download: string }> = {
  unsupported: { title: '请在 App 内打开', message: '此页面需要在 App 内使用，下载 App 后即可打开', download: '下载 App' },
  outdated: { title: '请升级 App', message: '当前 App 版本过低，请升级到最新版本后重新打开', download: '下载最新版 App' },
}

/** Outside the app, on a page a web login opens: both ways on. */
const LOGIN_MESSAGE = '在 App 内打开，或登录后继续使用'

function PhoneIcon() {
  return (
    <svg width={56} height={56} viewBox="0 0 48 48" aria-hidden="true">
      <rect x="13" y="4" width="22" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="24" cy="37" r="2" fill="currentColor" />
    </svg>
  )
}

/**
 * The one "open it in the app" / "update the app" screen for every family: what a page shows when
 * the session service (platform/session/) says `unsupported` (a plain browser, errcode 998) or `outdated` (an
 * app whose bridge never answered, 999). Links to /download and offers the way back (and `重试` when the page
 * passes `onRetry`, 登录 outside the app when it passes `offerLogin`); a family may give its own picture and
 * words, the actions stay the same.
 *
 * @example
 * const { status } = useSession()
 * if (status === 'unsupported' || status === 'outdated') return <OpenInAppScreen reason={status} />
 */
export function OpenInAppScreen({ reason, art = <PhoneIcon />, copy, onRetry, offerLogin = false }: OpenInAppScreenProps) {
  const goBack = useGoBack()
  const { pathname, search, hash } = useLocation()
  const shared = SHARED_COPY[reason]
  const login = offerLogin && reason === 'unsupported'
  const message = login ? LOGIN_MESSAGE : (copy?.[reason]?.message ?? shared.message)
  return (
    <StatusView art={art} title={copy?.[reason]?.title ?? shared.title} message={message}>
      {login ? (
        <PrefetchLink className={buttonClass()} to={`/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`}>
          登录
        </PrefetchLink>
      ) : null}
      <PrefetchLink className={buttonClass({ variant: login ? 'secondary' : 'primary' })} to="/download">
        {shared.download}
      </PrefetchLink>
      {onRetry ? (
        <button className={buttonClass({ variant: 'secondary' })} type="button" onClick={onRetry}>
          重试
        </button>
      ) : null}
      <button className={buttonClass({ variant: 'secondary' })} type="button" onClick={goBack}>
        返回
      </button>
    </StatusView>
  )
}
