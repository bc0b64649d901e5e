import { Link } from 'react-router-dom'
import { errorText } from '../errorText'
import { useDocumentTitle } from '../useDocumentTitle'
import { useGoBack } from '../useGoBack'
import { ReloadButton } from './ReloadButton'
import { StatusView } from './StatusView'
import { buttonClass } from './buttonClass'

export interface ErrorPageProps {
  /** 404 for an unknown page or a failed validity check; any other status reads `服务器错误`. */
  status: number
  /** A Chinese sentence meant for the user (never a raw exception message). */
  message?: string
  /** Rendered inside another page (the component gallery). */
  embedded?: boolean
}

/**
 * The error page (docs/architecture.md, "How the app starts"): the status, `页面不存在` or `服务器错误`, the hints, and a
 * way on — back (or home) after a 404, reload after anything else.
 *
 * @example
 * <ErrorPage status={404} />
 */
export function ErrorPage({ status, message, embedded = false }: ErrorPageProps) {
  const { title, hints } = errorText(status)
  const goBack = useGoBack()
  const notFound = status === 404
  // Shown in a page's place (an unknown path, a failed check, a route that threw): its title is the page's.
  useDocumentTitle(embedded ? undefined : title)
  return (
    <StatusView
      art={<span className="status-view__code">{status}</span>}
      title={title}
      message={message}
      hints={hints}
      embedded={embedded}
    >
      {notFound ? (
        <button className={buttonClass()} type="button" onClick={goBack}>
          返回
        </button>
      ) : (
        <ReloadButton />
      )}
      <Link className={buttonClass({ variant: 'secondary' })} to="/">
        回到首页
      </Link>
    </StatusView>
  )
}
