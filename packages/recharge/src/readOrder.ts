import { readFields, readText } from '@h5/api'
import { moneyToFen } from './money'
import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeError'
import type { OrderStatus, RechargeOrder } from './types'

const STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'failed', 'closed']

/** An order status as the server sent it (docs/openapi.yaml `PayOrderStatus`); bad data is REQUEST_FAILED. */
export function readOrder(value: unknown): RechargeOrder {
  const fields = readFields(value)
  const status = fields?.status
  const orderID = readText(fields?.orderID)
  if (!fields || orderID === '' || !STATUSES.includes(status as OrderStatus)) {
    throw rechargeError(RechargeErrorCode.REQUEST_FAILED, { errmsg: 'unreadable order' })
  }
  const diamonds = typeof fields.diamonds === 'number' && Number.isSafeInteger(fields.diamonds) && fields.diamonds >= 0 ? fields.diamonds : 0
  return { orderID, status: status as OrderStatus, diamonds, priceFen: moneyToFen(fields.price) ?? 0 }
}
