import { ApiError, badDataError, type RawEnvelope } from '@h5/api'

/**
 * The data of a call the client hands back unchecked (`x-h5-unwrap: response`: buyHonor and buyGuard, as the
 * product specification fixed them): an errno other than 0 is thrown as the `ApiError` the checked calls throw, so
 * the errno table reads it the same way; a success without data is a bad answer.
 *
 * @example
 * const bought = readFullResponse((await api.buyHonor(payload, { quiet: true })).data)
 */
export function readFullResponse<T>(body: RawEnvelope<T> | undefined): T {
  const errno = typeof body?.errno === 'string' && /^\s*\d+\s*$/.test(body.errno) ? Number(body.errno) : body?.errno
  if (typeof errno !== 'number' || !Number.isInteger(errno)) throw badDataError()
  if (errno !== 0) throw new ApiError({ errno, errmsg: typeof body?.errmsg === 'string' ? body.errmsg : '' })
  if (typeof body?.data !== 'object' || body.data === null) throw badDataError()
  return body.data
}
