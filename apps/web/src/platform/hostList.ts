/**
 * A build setting that lists hosts, comma-separated (`VITE_TRUSTED_HOSTS`, `VITE_UPLOAD_HOSTS`,
 * `VITE_CDN_HOSTS`; README "Build settings"), as a list: each entry trimmed, blank ones dropped. Node's build
 * (apps/web/cspPlugin.ts) reads the same settings through this, so the page and its CSP agree.
 *
 * @example hostList(' oss.example.com, *.cdn.example.com ,') // ['oss.example.com', '*.cdn.example.com']
 */
export function hostList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
}
