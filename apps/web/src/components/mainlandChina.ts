import type { CountryCode } from '@h5/api'

/**
 * Mainland China's dialling code: what a phone form starts with, and what its picker offers until the server's
 * list is there or when it could not be had (the server lists it first too, docs/openapi.yaml `getCountryCode`),
 * so a failed list still leaves the most common case usable.
 */
export const MAINLAND_CHINA: CountryCode = { name: '中国大陆', code: '+86', iso: 'CN' }
