import { buttonClass } from '../../platform/ui/buttonClass'

/** How the page opens the app at a path of its own; the platform's way to open the app from a web page plugs in here. */
export type OpenInApp = (path: string) => void

/**
 * Outside the app (a phone's browser, WeChat): no follow or message, which need the app, but 在App中打开 at this
 * page. With `openInApp` the button hands it the page's path; without it, a link to the download page that
 * keeps the page as its `target`, so the app can open it after the install.
 */
export function OpenInAppPrompt({ path, openInApp }: { path: string; openInApp?: OpenInApp }) {
  return (
    <div className="home-open-app">
      <p className="home-open-app__text">在 App 中关注 Ta、发私信，看更多精彩</p>
      {openInApp ? (
        <button type="button" className={buttonClass({ block: true })} onClick={() => openInApp(path)}>
          在App中打开
        </button>
      ) : (
        <a className={buttonClass({ block: true })} href={`/download?target=${encodeURIComponent(path)}`}>
          在App中打开
        </a>
      )}
    </div>
  )
}
