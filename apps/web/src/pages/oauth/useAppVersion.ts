import { useEffect, useState } from 'react'
import { appBridge } from '../../platform/appBridge'

/**
 * Native's app version (getAppVersion), `undefined` while asking, `null` when native cannot tell (outside the
 * app, an app too old to answer): the quick path needs a version at least the server's threshold.
 */
export function useAppVersion(): string | null | undefined {
  const [version, setVersion] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    let active = true
    appBridge.call('getAppVersion').then(
      ({ version: answered }) => active && setVersion(answered),
      () => active && setVersion(null),
    )
    return () => {
      active = false
    }
  }, [])
  return version
}
