import type { CountryCode } from '@h5/api'
import { createIdentityState, loadCountryCodes } from '@h5/identity'
import { useEffect, useState } from 'react'
import { appApi } from '../platform/appApi'

/**
 * What the picker offers until the server's list is there, or when it could not be had: mainland China,
 * which the server lists first too (docs/openapi.yaml `getCountryCode`), so a failed list still leaves the
 * most common case usable.
 */
const MAINLAND: readonly CountryCode[] = [{ name: '中国大陆', code: '+86', iso: 'CN' }]

/**
 * The dialling codes of the phone forms (newphone, the web login), from the server, loaded once per page
 * visit (they do not change while the page is open, so no reload on `pageActive`).
 *
 * @example
 * const countries = useCountryCodes()
 * countries.map((country) => `${country.name} ${country.code}`)
 */
export function useCountryCodes(): readonly CountryCode[] {
  const [state] = useState(createIdentityState)
  const [countries, setCountries] = useState(MAINLAND)
  useEffect(() => {
    let active = true
    void loadCountryCodes(state, appApi).then((result) => {
      if (active && result.ok && result.data.length > 0) setCountries(result.data)
    })
    return () => {
      active = false
    }
  }, [state])
  return countries
}
