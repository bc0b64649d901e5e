import { readFields, readText } from '@h5/api'
import { readFen } from './readFen'
import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeErrorCode'
import type { OrderStatus, RechargeOrder } from './types'

const STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'failed', 'closed']

/**
 * An order status as the server sent it (docs/openapi.yaml `PayOrderStatus`, `priceFen` in integer fen); bad
 * data (no order id, an unknown status, a price that is not a safe non-negative integer) is REQUEST_FAILED.
 */
export function readOrder(value: unknown): RechargeOrder {
  const fields = readFields(value)
  const status = fields?.status
  const orderID = readText(fields?.orderID)
  const priceFen = readFen(fields?.priceFen)
  if (!fields || orderID === '' || !STATUSES.includes(status as OrderStatus) || priceFen === null) {
    throw rechargeError(RechargeErrorCode.REQUEST_FAILED, { errmsg: 'unreadable order' })
  }
  const diamonds = typeof fields.diamonds === 'number' && Number.isSafeInteger(fields.diamonds) && fields.diamonds >= 0 ? fields.diamonds : 0
  return { orderID, status: status as OrderStatus, diamonds, priceFen }
}
