import type { FamilyPages } from '../../routes/routeTypes'

/** The oauth family's pages by route path, loaded with its first page (src/routes/familyPages.ts). */
export const pages: FamilyPages = {
  '/oauth': () => import('./OauthPage'),
  '/oauth/config': () => import('./ConfigPage'),
  '/oauth/manual': () => import('./ManualPage'),
  '/oauth/phone': () => import('./PhonePage'),
  '/oauth/quick': () => import('./QuickPage'),
  '/oauth/v2': () => import('./OauthPage'),
  '/oauth/phone/mancheck': () => import('./ManCheckPage'),
  '/oauth/phone/nav': () => import('./PhoneNavPage'),
  '/oauth/phone/newphone': () => import('./NewPhonePage'),
  '/oauth/v2/living': () => import('./LivingPage'),
  '/oauth/v2/manual': () => import('./ManualPage'),
  '/oauth/v2/quick': () => import('./QuickPage'),
  '/oauth/v2/quickResult': () => import('./QuickResultPage'),
  '/oauth/v2/result': () => import('./ResultPage'),
  '/oauth/manual/card': () => import('./ManualPage'),
  '/oauth/manual/phone': () => import('./ManualPage'),
  '/oauth/manual/result': () => import('./ResultPage'),
  '/oauth/quick/result': () => import('./QuickResultPage'),
}
