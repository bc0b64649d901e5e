import type { CountryCode } from '@h5/api'
import { createIdentityState, loadCountryCodes } from '@h5/identity'
import { useEffect, useState } from 'react'
import { identityApi } from '../platform/api/identityApi'
import { MAINLAND_CHINA } from './mainlandChina'

/** What the picker offers until the server's list is there, or when it could not be had. */
const MAINLAND: readonly CountryCode[] = [MAINLAND_CHINA]

/**
 * The dialling codes of the phone forms' picker (CountryCodeSheet.tsx), from the server, loaded when the picker
 * first opens, once per page visit (they do not change while the page is open, so no reload on `pageActive`).
 *
 * `answered`: the server has answered (with a list or a failure), so the picker shows what it will keep.
 *
 * @example
 * const { countries, answered } = useCountryCodes()
 * countries.map((country) => `${country.name} ${country.code}`)
 */
export function useCountryCodes(): { countries: readonly CountryCode[]; answered: boolean } {
  const [state] = useState(createIdentityState)
  const [countries, setCountries] = useState(MAINLAND)
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    let active = true
    void loadCountryCodes(state, identityApi).then((result) => {
      if (!active) return
      if (result.ok && result.data.length > 0) setCountries(result.data)
      setAnswered(true)
    })
    return () => {
      active = false
    }
  }, [state])
  return { countries, answered }
}
