import { useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { keepVisit, keptVisit } from '../../platform/data/keptVisits'

/** The tab and the option the user chose on the VIP page; `optionID` null before a choice (the tier's first). */
export interface VipChoice {
  tab: string
  optionID: string | null
}

/**
 * The VIP page's choice, kept in the tab's memory under this history entry (platform/data/keptVisits.ts): the
 * user who leaves for recharge (去充值, /wxpay) and comes back finds the tier and the duration they chose. A new
 * visit (a link, a reload) starts from the route's tab. Memory only; the choice names no one.
 *
 * @example
 * const [choice, choose] = useVipChoice('svip')
 */
export function useVipChoice(routeTab: string): [VipChoice, (choice: VipChoice) => void] {
  const location = useLocation()
  const back = useNavigationType() === 'POP'
  const key = `vip-choice:${location.pathname}#${location.key}`
  const [choice, setChoice] = useState<VipChoice>(() => (back ? keptVisit<VipChoice>(key) : undefined) ?? { tab: routeTab, optionID: null })
  const choose = (next: VipChoice) => {
    keepVisit(key, next)
    setChoice(next)
  }
  return [choice, choose]
}
