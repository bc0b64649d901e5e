import type { ReactNode } from 'react'
import { TitleBar } from './TitleBar'
import './ResultScreen.css'

export type ResultStatus = 'success' | 'failed' | 'pending'

export interface ResultScreenProps {
  /** success (green tick), failed (red cross) or pending (amber clock: submitted, not decided yet). */
  status: ResultStatus
  /** E.g. 提现申请已提交. */
  title: string
  /** One or two sentences under the title; may hold an amount. */
  message?: ReactNode
  /** Buttons and links, stacked: the main one first. */
  children?: ReactNode
  /** Inside another page (the component gallery): a `<section>` with an `<h2>`, not a `<main>` with an `<h1>`. */
  embedded?: boolean
  /**
   * A whole page's outcome: the page's title bar above it, with back (`onBack`), so a result or a refusal is never
   * a screen without a way back. The outcome's title is then an `<h2>` under the bar's `<h1>`.
   */
  page?: { title: string; onBack: () => void }
}

/** Spoken before the title: the icon alone says nothing to a screen reader. */
const STATUS_WORDS: Record<ResultStatus, string> = { success: '成功', failed: '失败', pending: '处理中' }

function StatusIcon({ status }: { status: ResultStatus }) {
  const paths: Record<ResultStatus, ReactNode> = {
    success: <path d="M7 12.5l3.2 3.2L17 9" />,
    failed: <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />,
    pending: (
      <>
        <circle cx="12" cy="12" r="7" />
        <path d="M12 8.5V12l2.5 1.5" />
      </>
    ),
  }
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {paths[status]}
    </svg>
  )
}

/**
 * The page after a submit (payment, withdrawal, verification): the outcome's icon and title, a message and the
 * ways on. `pending` is for an answer the server will give later (提现审核中): it is not a success.
 *
 * @example
 * <ResultScreen status="pending" title="提现申请已提交" message="预计 1–3 个工作日到账">
 *   <Link className={buttonClass({ block: true })} to="/wallet">完成</Link>
 * </ResultScreen>
 */
export function ResultScreen({ status, title, message, children, embedded = false, page }: ResultScreenProps) {
  if (page) {
    return (
      <main className="result-page">
        <TitleBar title={page.title} onBack={page.onBack} />
        <ResultScreen status={status} title={title} message={message} embedded>
          {children}
        </ResultScreen>
      </main>
    )
  }
  const Root = embedded ? 'section' : 'main'
  const Heading = embedded ? 'h2' : 'h1'
  return (
    <Root className={`result-screen result-screen--${status}${embedded ? ' result-screen--embedded' : ''}`}>
      <div className="result-screen__icon" aria-hidden="true">
        <StatusIcon status={status} />
      </div>
      <Heading className="result-screen__title">
        <span className="visually-hidden">{STATUS_WORDS[status]}：</span>
        {title}
      </Heading>
      {message ? <div className="result-screen__message">{message}</div> : null}
      {children ? <div className="result-screen__actions">{children}</div> : null}
    </Root>
  )
}
