/**
 * One query-string parameter of the current address, or `null` when it is absent. A parameter given
 * twice answers its first value; `?a` answers `''`.
 *
 * @example
 * // at /redpacket/open?redpacketID=rp_1
 * getQueryParam('redpacketID') // 'rp_1'
 * getQueryParam('channel')     // null
 */
export function getQueryParam(name: string, search: string = window.location.search): string | null {
  return new URLSearchParams(search).get(name)
}
