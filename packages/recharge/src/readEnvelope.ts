import { readFields } from '@h5/api'

/**
 * The `data` of an envelope that @h5/api hands over unchecked (`x-h5-unwrap: data`, createWxOrder and
 * createAliOrder per docs/openapi.yaml): a nonzero errno (an integer, or a string of one, as @h5/api tolerates) is
 * thrown as `{ errno, errmsg }` for toRechargeError; an unreadable envelope as a plain error.
 */
export function readEnvelope(envelope: unknown): Record<string, unknown> {
  const fields = readFields(envelope)
  const raw = fields?.errno
  const errno = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw
  if (errno !== 0) {
    if (typeof errno === 'number' && Number.isInteger(errno)) throw { errno, errmsg: typeof fields?.errmsg === 'string' ? fields.errmsg : undefined }
    throw new Error('unreadable envelope')
  }
  const data = readFields(fields?.data)
  if (!data) throw new Error('unreadable envelope')
  return data
}
