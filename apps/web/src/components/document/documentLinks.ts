/**
 * The addresses of the documents other families link to (docs/content.md, "For other families"): the
 * agreements a form asks the user to accept, and the rules of the wallet. Link with PrefetchLink or
 * `AgreementCheckbox`'s `onOpen` → `navigate(AGREEMENT_LINKS.user)`; a section with `#anchor`.
 *
 * @example
 * <PrefetchLink to={AGREEMENT_LINKS.privacy + '#real-name'}>隐私政策</PrefetchLink>
 */
export const AGREEMENT_LINKS = {
  user: '/agreement/user',
  privacy: '/agreement/privacy',
  recharge: '/agreement/recharge',
} as const

/** The wallet's rules. */
export const WALLET_RULE_LINKS = {
  redToCash: '/rules/redtocash',
  redToBlue: '/rules/redtoblue',
} as const

/** Every rule, grouped and searchable. */
export const RULES_INDEX_LINK = '/rules'
