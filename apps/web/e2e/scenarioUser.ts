import { scenarioSession, type ScenarioName, type ScenarioSession } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { scenarioAddress } from '../src/dev/scenarioAddress'

/**
 * Opens `path` as a fresh user of a simulator scenario (packages/mock-backend/src/scenarios/): a new scenario
 * session each call, its tokens in the address as native would put them. The fake native (fixtures.ts) reads
 * them before the page does and signs the app in as that user for the tab (src/dev/nativeUser.ts), so native's
 * `getCurrentUserInfo` names the same user and the session service uses them (docs/architecture.md "Session").
 * Returns the tokens, for asserting what the page sent. Parallel tests each get their own user.
 *
 * @example
 * const tokens = await openAsScenarioUser(page, '/redpacket/send', 'minor')
 */
export async function openAsScenarioUser(page: Page, path: string, scenario: ScenarioName): Promise<ScenarioSession> {
  const session = scenarioSession(scenario)
  await page.goto(scenarioAddress(path, session))
  return session
}
