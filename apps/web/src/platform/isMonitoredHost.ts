/**
 * The words of a host name that mark a test environment (README "Build settings", `VITE_SENTRY_DSN`), each
 * alone or with a number: `test`, `test2`, `sandbox`, `sandbox-2`, `dev`, `dev3`.
 */
const TEST_ENVIRONMENT_WORD = /^(test|sandbox|dev)\d*$/

/**
 * Whether error monitoring may run on this host (README "Build settings", `VITE_SENTRY_DSN`): not on a host
 * whose name says it is a test environment, not on localhost, and not on a bare IPv4 or IPv6 address (a
 * developer's machine or a phone on the office network).
 *
 * A name says so by its words, never by a part of one: the host is split into its labels and each label at its
 * dashes, and one word must be `test`, `sandbox` or `dev`, alone or followed by digits (`test.example.com`,
 * `h5-test.example.com`, `h5.sandbox-2.example.com`, `dev3.example.com`). A word that merely contains one,
 * `latest.example.com`, `contest.example.com`, `devices.example.com`, is a production host and is monitored.
 *
 * @example
 * isMonitoredHost('h5.example.com')        // true
 * isMonitoredHost('latest.example.com')    // true
 * isMonitoredHost('h5-test.example.com')   // false
 * isMonitoredHost('192.168.1.8')           // false
 */
export function isMonitoredHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host === '') return false
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false
  // URL.hostname keeps IPv6 in brackets; a colon appears in no DNS name.
  if (host.includes(':')) return false
  const words = host.split(/[.-]/)
  return !words.some((word) => TEST_ENVIRONMENT_WORD.test(word))
}
