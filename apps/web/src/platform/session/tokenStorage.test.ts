import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBridge } from '@h5/bridge'
import { installFakeNative } from '@h5/bridge/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { beforeEach, describe, expect, it } from 'vitest'
import { resolveSession } from './resolveSession'
import { createSessionStore } from './sessionStore'
import { SESSION_STORAGE_KEY } from './storedSession'
import { storeWebLogin, WEB_LOGIN_STORAGE_KEY } from './webLoginSession'

/**
 * Where the user's tokens may be kept (docs/architecture.md, "Session"; docs/families.md, "Money and identity"):
 * this tab's sessionStorage, under exactly two keys, holding the pair and a user id and nothing else of
 * native's answer; never localStorage. The documents say the same, naming both keys.
 */
const IN_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456'
const WEB_TOKENS = { accessToken: 'web-token', openID: 'web-open' }
const TOKEN_KEYS = [SESSION_STORAGE_KEY, WEB_LOGIN_STORAGE_KEY]
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..')

/** The keys of `storage` whose value holds any of `secrets`. */
function keysHolding(storage: Storage, secrets: readonly string[]): string[] {
  return Object.keys(storage).filter((key) => secrets.some((secret) => storage.getItem(key)!.includes(secret)))
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

describe('where the tokens are kept', () => {
  it('in this tab’s sessionStorage under h5:session and h5:web-login only, the pair and a user id, never localStorage', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IN_APP_UA })
    const native = installFakeNative(window, { platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })
    try {
      await resolveSession({ store: createSessionStore(), storage: sessionStorage, bridge: createBridge({ window }) })
    } finally {
      native.uninstall()
    }
    storeWebLogin(sessionStorage, WEB_TOKENS, 42)

    const secrets = [MOCK_USER.accessToken, MOCK_USER.openID, WEB_TOKENS.accessToken, WEB_TOKENS.openID]
    expect(keysHolding(sessionStorage, secrets).sort()).toEqual([...TOKEN_KEYS].sort())
    expect(keysHolding(localStorage, secrets)).toEqual([])
    for (const key of TOKEN_KEYS) expect(Object.keys(JSON.parse(sessionStorage.getItem(key)!) as object).sort()).toEqual(['accessToken', 'openID', 'userID'])
    // Native's answer carried the nickname and avatar too: neither is kept.
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toContain(MOCK_USER.nickName)
  })

  it.each(['docs/architecture.md', 'docs/families.md', 'README.md'])('is what %s says: both keys named, sessionStorage the reason given', (file) => {
    const text = readFileSync(resolve(REPO, file), 'utf8')
    for (const key of TOKEN_KEYS) expect(text, `${file} should name ${key}`).toContain(`\`${key}\``)
    expect(text).toMatch(/sessionStorage/)
  })
})
