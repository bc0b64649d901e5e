import { appBridge } from '../../platform/appBridge'
import { AGREEMENT_LINKS } from '../document/documentLinks'

/**
 * Opens 《充值协议》 (/agreement/recharge): in the app in native's agreement web view (`openXieYiWebView`), in a
 * browser, or if native cannot, as a page of this site.
 */
export function openRechargeAgreement(navigate: (path: string) => void): void {
  const path = AGREEMENT_LINKS.recharge
  if (!appBridge.inApp) return navigate(path)
  appBridge.call('openXieYiWebView', { url: new URL(path, window.location.href).href, title: '充值协议' }).catch(() => navigate(path))
}
