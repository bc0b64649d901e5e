/**
 * What a payment in the Android app runs after a tap on 支付 or back on the page with an unsettled order: the
 * keyed order, native's pay sheet and the polling (`payInApp`), and the order's status (`queryOrder`). Not the
 * page's start-up JS: AppRecharge.tsx loads it once start-up is over, or at once when a kept order waits to be
 * asked about (README "Performance").
 */
export { payInApp, queryOrder } from '@h5/recharge'
