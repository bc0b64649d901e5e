import { useSearchParams } from 'react-router-dom'
import { OpenInAppButton } from '../../components/OpenInAppButton'
import { readOpenAppTarget } from '../../platform/openApp/openAppQuery'

/**
 * Outside the app (a phone's browser, WeChat, QQ): no follow or message, which need the app, but 在App中打开 at
 * this page, through the platform's one way to open the app (`OpenInAppButton`: the app link, then the download
 * page with the page kept as its target; the open-in-browser guide in WeChat and QQ). The invitation code and the
 * channel in this page's address travel along.
 */
export function OpenInAppPrompt({ path }: { path: string }) {
  const [params] = useSearchParams()
  const { codes } = readOpenAppTarget(params)
  return (
    <div className="home-open-app">
      <p className="home-open-app__text">在 App 中关注 Ta、发私信，看更多精彩</p>
      <OpenInAppButton block target={{ kind: 'page', path, ...codes }}>
        在App中打开
      </OpenInAppButton>
    </div>
  )
}
