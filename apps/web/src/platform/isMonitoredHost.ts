/**
 * Whether error monitoring may run on this host (README "Build settings", `VITE_SENTRY_DSN`): not on hosts whose
 * name contains `test`, `sandbox` or `dev` (our non-production deployments), not on localhost, and not on a bare
 * IPv4 or IPv6 address (a developer's machine or a phone on the office network).
 *
 * @example
 * isMonitoredHost('h5.example.com')      // true
 * isMonitoredHost('h5-test.example.com') // false
 * isMonitoredHost('192.168.1.8')         // false
 */
export function isMonitoredHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host === '') return false
  if (/test|sandbox|dev/.test(host)) return false
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false
  // URL.hostname keeps IPv6 in brackets; a colon appears in no DNS name.
  if (host.includes(':')) return false
  return true
}
