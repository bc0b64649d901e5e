import { badDataError, readFields, readText, type CountryCode } from '@h5/api'
import { runAction } from './runAction'
import type { IdentityApi, IdentityResult, IdentityState } from './types'

/**
 * The dialling codes of the phone forms (docs/openapi.yaml `getCountryCode`, mainland China first), read
 * defensively: a row without a `+digits` code or a name is left out; an answer without a list, or a nonzero
 * errno, fails as REQUEST_FAILED. No session is needed (the web login uses it too).
 *
 * @example
 * const codes = await loadCountryCodes(state, api)
 * if (codes.ok) showPicker(codes.data) // [{ name: '中国大陆', code: '+86', iso: 'CN' }, …]
 */
export function loadCountryCodes(state: IdentityState, api: IdentityApi): Promise<IdentityResult<CountryCode[]>> {
  return runAction(state, 'countryCodes', {
    run: async () => {
      // getCountryCode unwraps `data` (the whole body, errno unchecked): the envelope is read here.
      const body = readFields(await api.getCountryCode(undefined, { quiet: true }))
      const list = readFields(body?.data)?.list
      if (body?.errno !== 0 || !Array.isArray(list)) throw badDataError()
      return list.flatMap((row: unknown) => {
        const fields = readFields(row)
        const country = { name: readText(fields?.name), code: readText(fields?.code), iso: readText(fields?.iso) }
        return country.name !== '' && /^\+\d{1,4}$/.test(country.code) ? [country] : []
      })
    },
  })
}
