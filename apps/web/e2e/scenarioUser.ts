import { scenarioSession, type ScenarioName, type ScenarioSession } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { scenarioAddress } from '../src/dev/scenarioAddress'

/**
 * Opens `path` as a fresh user of a simulator scenario (packages/mock-backend/src/scenarios/): a new scenario
 * session each call, its tokens in the address as native would put them, so the session service claims them
 * and they win over the fake native's user (MOCK_USER). Returns the tokens, for asserting what the page sent.
 * Parallel tests each get their own user.
 *
 * @example
 * const tokens = await openAsScenarioUser(page, '/redpacket/send', 'minor')
 */
export async function openAsScenarioUser(page: Page, path: string, scenario: ScenarioName): Promise<ScenarioSession> {
  const session = scenarioSession(scenario)
  await page.goto(scenarioAddress(path, session))
  return session
}
