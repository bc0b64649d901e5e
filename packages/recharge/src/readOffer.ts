import { readFields, readText } from '@h5/api'
import { readFen } from './readFen'
import { rechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeErrorCode'
import type { RechargeCaps, RechargeOffer, RechargePackage } from './types'

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** A package as the server sent it, or null when a field is unreadable (the row is then left out). */
function readPackage(value: unknown): RechargePackage | null {
  const fields = readFields(value)
  const priceFen = readFen(fields?.priceFen)
  const packageID = readText(fields?.packageID)
  if (!fields || priceFen === null || priceFen === 0 || packageID === '' || !isCount(fields.diamonds) || fields.diamonds === 0) return null
  return { packageID, diamonds: fields.diamonds, bonus: isCount(fields.bonus) ? fields.bonus : 0, priceFen, tag: readText(fields.tag) }
}

/**
 * The server's offer (docs/openapi.yaml `RechargeOffer`, money in integer fen: `priceFen`, `minFen`, `maxFen`,
 * the caps' `…Fen`). A package whose price is not a safe integer above 0 is left out; an unreadable cap or a
 * missing caps object is bad data (the page cannot tell what the user may still spend).
 *
 * @example
 * const offer = readOffer(info.data.offer)
 * offer.packages[0].priceFen // 600
 */
export function readOffer(value: unknown): RechargeOffer {
  const fields = readFields(value)
  const capsFields = readFields(fields?.caps)
  const caps: Partial<Record<keyof RechargeCaps, number | null>> = {
    dailyLimitFen: readFen(capsFields?.dailyLimitFen),
    dailyUsedFen: readFen(capsFields?.dailyUsedFen),
    monthlyLimitFen: readFen(capsFields?.monthlyLimitFen),
    monthlyUsedFen: readFen(capsFields?.monthlyUsedFen),
    remindBelowFen: readFen(capsFields?.remindBelowFen),
  }
  if (Object.values(caps).some((fen) => fen === null)) throw rechargeError(RechargeErrorCode.REQUEST_FAILED, { errmsg: 'unreadable caps' })
  const customFields = readFields(fields?.custom)
  const minFen = readFen(customFields?.minFen)
  const maxFen = readFen(customFields?.maxFen)
  const perYuan = customFields?.diamondsPerYuan
  const custom =
    minFen !== null && maxFen !== null && minFen <= maxFen && isCount(perYuan) && perYuan > 0 ? { minFen, maxFen, diamondsPerYuan: perYuan } : null
  const packages = (Array.isArray(fields?.packages) ? fields.packages : []).map(readPackage).filter((pack) => pack !== null)
  return { packages, custom, caps: caps as RechargeCaps }
}
