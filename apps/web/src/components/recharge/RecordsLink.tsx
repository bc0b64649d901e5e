import { PrefetchLink } from '../../platform/PrefetchLink'

/** The recharge records' route (routes/routeTable.ts; a route beyond the product's list). */
export const RECHARGE_RECORDS_PATH = '/wxpay/records'

/** 充值记录 in the recharge pages' title bar, in the app: the signed-in account's orders. */
export function RecordsLink() {
  return <PrefetchLink to={RECHARGE_RECORDS_PATH}>充值记录</PrefetchLink>
}
