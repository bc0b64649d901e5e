import type { MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { appBridge } from '../../platform/appBridge'
import { openPage, TRUSTED_HOSTS } from '../../platform/openPage'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { showToast } from '../../state/overlays'
import { documentLinkTarget } from './documentLinkTarget'

/**
 * A link of a document, opened by the app's URL rules (documentLinkTarget.ts): an anchor or a page of the app
 * through the router, a trusted host through `openPage`, any other https address in the system browser. An
 * `href` of any other form (`javascript:`, `data:`…) is drawn as plain text and opens nothing.
 *
 * @example
 * <DocumentLink href="/agreement/privacy">隐私政策</DocumentLink>
 */
export function DocumentLink({ href, children }: { href: string; children: string }) {
  // The origin is read only for an https link: the prerender checks that a render reads nothing of the address.
  const target = documentLinkTarget(href, {
    get origin() {
      return window.location.origin
    },
    trustedHosts: TRUSTED_HOSTS,
  })
  switch (target.kind) {
    case 'anchor':
      // A section of this page, not another page: nothing to prefetch, so a plain router link (not PrefetchLink).
      return (
        <Link className="document-link" to={{ hash: target.id }} replace>
          {children}
        </Link>
      )
    case 'route':
      return (
        <PrefetchLink className="document-link" to={target.to}>
          {children}
        </PrefetchLink>
      )
    case 'page':
    case 'outside': {
      const open = (event: MouseEvent) => {
        event.preventDefault()
        if (target.kind === 'page') {
          try {
            openPage(target.url)
          } catch {
            showToast('链接地址无效')
          }
        } else {
          appBridge.call('openURLOutApp', { url: target.url }).catch(() => showToast('无法打开该链接'))
        }
      }
      return (
        <a className="document-link" href={target.url} rel="noopener noreferrer" onClick={open}>
          {children}
        </a>
      )
    }
    case 'inert':
      return <span className="document-link document-link--inert">{children}</span>
  }
}
