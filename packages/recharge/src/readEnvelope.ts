import { ApiError, readFields } from '@h5/api'

/**
 * The `data` of an envelope that @h5/api hands over unchecked (`x-h5-unwrap: data`, createWxOrder and
 * createAliOrder per docs/openapi.yaml). A nonzero errno (an integer, or a string of one, as @h5/api tolerates) is
 * thrown as the `ApiError` @h5/api throws for a checked envelope, so toRechargeError reads it as the server's
 * answer; an unreadable envelope as a plain Error (REQUEST_FAILED, no answer to go by).
 *
 * @example
 * readEnvelope({ errno: 0, data: { orderID: 'wx_1' } }) // { orderID: 'wx_1' }
 * readEnvelope({ errno: '8380001', errmsg: '已超过今日充值限额' }) // throws ApiError { errno: 8380001 }
 */
export function readEnvelope(envelope: unknown): Record<string, unknown> {
  const fields = readFields(envelope)
  const raw = fields?.errno
  const errno = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw
  if (errno !== 0) {
    if (typeof errno === 'number' && Number.isInteger(errno)) {
      throw new ApiError({ errno, errmsg: typeof fields?.errmsg === 'string' ? fields.errmsg : '', body: envelope })
    }
    throw new Error('unreadable envelope')
  }
  const data = readFields(fields?.data)
  if (!data) throw new Error('unreadable envelope')
  return data
}
