/** Compares dotted versions numerically (`6.10.0` is after `6.9.2`); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] || 0) - (right[index] || 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}

/**
 * Whether the app can run the quick (face) path: its version (native getAppVersion) is at least the server's
 * `faceVerifyMinAppVersion`. An unknown version (outside the app, an app that cannot answer) cannot.
 *
 * @example
 * canUseFaceVerify('6.12.0', '6.0.0') // true
 * canUseFaceVerify(null, '6.0.0') // false
 */
export function canUseFaceVerify(appVersion: string | null, minVersion: string): boolean {
  if (appVersion === null || !/^\d+(\.\d+)*$/.test(appVersion)) return false
  return compareVersions(appVersion, minVersion) >= 0
}
